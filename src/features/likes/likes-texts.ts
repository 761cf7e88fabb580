import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LikeType } from '../../../common/route-params';

/** Each kind of like: its heading, and what its empty list says. */
export const LIKE_TYPE_TEXTS: Record<LikeType, { title: MessageDescriptor; empty: MessageDescriptor }> = {
  received: {
    title: msg`Liked you`,
    empty: msg`Nobody has liked you yet. Members with photos and a few words about themselves are liked more often.`,
  },
  matches: {
    title: msg`Matches`,
    empty: msg`No matches yet. When someone you like likes you back, you will find them here.`,
  },
  sent: {
    title: msg`You liked`,
    empty: msg`You have not liked anyone yet. Like a profile to let that member know.`,
  },
};
