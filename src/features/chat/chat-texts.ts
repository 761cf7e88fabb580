import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GiftId } from '../../../common/gifts';

/** The gifts' names, in the member's language (the catalogue is common/gifts.ts). */
export const GIFT_NAMES: Record<GiftId, MessageDescriptor> = {
  rose: msg`Rose`,
  coffee: msg`Coffee`,
  chocolate: msg`Box of chocolates`,
  cocktail: msg`Cocktail`,
  teddy: msg`Teddy bear`,
  cake: msg`Cake`,
  champagne: msg`Champagne`,
  diamond: msg`Diamond`,
};

/**
 * Opening lines the icebreaker modal suggests (docs/product/screens.md#icebreaker-modal): friendly, light, and about the other person,
 * as the best first messages are. `{name}` is the member written to.
 */
export const ICEBREAKERS: MessageDescriptor[] = [
  msg({ message: 'Hi {name}! Your profile made me smile. How is your day going?' }),
  msg({ message: 'Hello {name}, what is the best thing that happened to you this week?' }),
  msg({ message: 'Hi {name}! If you could travel anywhere tomorrow, where would you go?' }),
  msg({ message: 'Hey {name}, coffee or tea? I am curious what gets you going in the morning.' }),
  msg({ message: 'Hi {name}! What do you love doing on a free Sunday?' }),
  msg({ message: 'Hello {name}, which song have you been listening to lately?' }),
  msg({ message: 'Hi {name}, I would love to get to know you. What are you passionate about?' }),
  msg({ message: 'Hey {name}! What is the last thing that made you laugh out loud?' }),
];
