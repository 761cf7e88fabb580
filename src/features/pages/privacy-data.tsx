import { Trans } from '@lingui/react/macro';

/**
 * What the product stores about a member and why, item by item (server/db/migrations, the complaints'
 * and the tracking records; docs/pages.md). A new table or column with personal data belongs here.
 */
export function PrivacyData({ site }: { site: string }) {
  return (
    <ul>
      <li><Trans><strong>Your account:</strong> your e-mail address, your password (only as a secure hash, from which it cannot be read back), your language, your time zone, when you signed up and when you were last active. We need them to run your account: to log you in, to write to you, to start the swipe game's new day at your midnight, and to send e-mails about new messages only while you are away.</Trans></li>
      <li><Trans><strong>Your profile:</strong> your name, gender, whom you are looking for, date of birth, country, region and town, and what you add about your looks, your interests and yourself. Other members see it so that you can find each other; they see your age, never your date of birth or your e-mail address.</Trans></li>
      <li><Trans><strong>Your location:</strong> if you use the location button, your browser's position is sent to us once, to find the nearest town. We keep only the country, region and town, never the position itself.</Trans></li>
      <li><Trans><strong>Your photos:</strong> we keep new copies of them without any hidden data, so they never reveal where they were taken. Our team checks every photo before other members see it.</Trans></li>
      <li><Trans><strong>Your conversations:</strong> the messages, photos and gifts you send and receive, and whether they were read, so that we can deliver them. Only the two members of a conversation see them; messages to fictional profiles are read by our team.</Trans></li>
      <li><Trans><strong>Likes and blocks:</strong> whom you like and block, and your choices in the swipe game, to show your likes and matches and to keep members you blocked away from you.</Trans></li>
      <li><Trans><strong>Payments:</strong> the packages you buy, the amount, the payment method, any discount code and the state of each payment, and what you spent your credits on. For a saved payment method we keep a label, such as the card's last four digits. For direct debit we also keep the account holder's name and the mobile number we text the code to; the full account number only until the mandate is made, then only a shortened form.</Trans></li>
      <li><Trans><strong>Your devices:</strong> for each device you are logged in on, a session (we keep only a scrambled form of the code in its login cookie). If you turn on push notifications, the address of that device at its push service and the keys to encrypt messages to it. While the app is open, whether it is in view, so that we send no push notification while you are looking.</Trans></li>
      <li><Trans><strong>Network addresses:</strong> your IP address is stored with every login attempt, to stop people from guessing passwords. Signups are counted per address for an hour, without storing it, to stop mass signups.</Trans></li>
      <li><Trans><strong>How you came to us:</strong> if you came to {site} through a link of one of our partners, we store the partner's name and the reference codes of that link (network, ref, sub1 to sub3) with your account when you sign up, to know which partner brought you.</Trans></li>
      <li><Trans><strong>E-mails and notifications:</strong> which e-mails you want, which notifications we sent you (so that none goes twice), and whether our e-mails to you could not be delivered or were marked as spam, so that we stop sending them.</Trans></li>
      <li><Trans><strong>Complaints:</strong> what you tell us in a complaint, the profile or message it is about (with a copy of that message), the e-mail address we answer at and the network address it came from, to handle it and to limit the number of complaints.</Trans></li>
    </ul>
  );
}
