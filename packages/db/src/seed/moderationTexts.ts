/** Free texts of the demo reports and feedback messages. */

/** What members write when they report someone: short and long (some past the list's 100 characters). */
export const reportTexts = [
  'Fake profile',
  'Spam',
  'Rude messages',
  'Asked me for money',
  'Photos are not of this person',
  'Looks underage in the photos',
  'Sent me a link to another site',
  'Keeps messaging after I said no',
  'Offensive bio',
  'Scammer',
  'Inappropriate photos',
  'Married, said so in the chat',
  'This profile uses pictures of a celebrity. I found the same photos on a search engine in a few seconds.',
  'Asked me to move to WhatsApp right away and then sent a link to an investment site with crypto returns.',
  'He was rude and insulting when I did not answer fast enough, and sent several messages in capital letters.',
  'She told me she needs money for a flight ticket to come and meet me. Classic scam, please check this account.',
  'The photos look like a teenager. The profile says 19 but I really doubt it, please verify the age of this user.',
  'Sends the same copy-pasted message to everyone: "hi dear, write me on telegram". Clearly a bot or a spammer.',
  'Threatened to share our conversation with my friends if I stopped talking. I feel unsafe.',
  'Advertising paid astrology readings in the chat',
  'Hateful comments about my religion',
  'Profile says single but mentioned a wife',
  'No real photos, only pictures of cars',
  'Harassment',
];

/** Reports filed with the bug-report reason (a member reporting an app problem from a profile). */
export const bugReportTexts = [
  'This profile shows twice in my explore list',
  'The photos of this profile do not load',
  'Compatibility score shows 0 % for this person',
  'The app crashed when I opened this profile',
  'Chat with this member does not send messages, they stay with a clock icon for hours and then disappear.',
];

/** Feedback messages: a subject and texts that go with it, per kind. */
export interface FeedbackTopic {
  subject: string;
  texts: readonly string[];
}

export const feedbackBugTopics: readonly FeedbackTopic[] = [
  {
    subject: 'App crashes on start',
    texts: [
      'Since the last update the app closes as soon as I open it. I already reinstalled it twice.',
      'Crashes on the splash screen. Screenshots attached.',
    ],
  },
  {
    subject: 'Cannot upload photos',
    texts: [
      'When I try to add a third photo the upload stays at 99 % and never finishes.',
      'Photo upload fails',
    ],
  },
  {
    subject: 'Birth chart is wrong',
    texts: ['My time of birth is 06:45 but the chart shows my ascendant as if it were the evening.'],
  },
  {
    subject: 'Notifications not arriving',
    texts: ['I do not get any notification when someone likes me, only when I open the app.'],
  },
  { subject: 'Messages not sent', texts: ['My messages stay with a clock icon and are never delivered.'] },
  {
    subject: 'Login code never arrives',
    texts: ['The one-time code e-mail takes more than ten minutes to arrive, sometimes it never comes.'],
  },
  {
    subject: 'Location is wrong',
    texts: ['My city shows as a different state. I live in Pune, not in Puducherry.'],
  },
  {
    subject: 'Payment problem',
    texts: ['I was charged twice for the Ruby plan this month. Please refund one of the payments.'],
  },
  {
    subject: 'Blank screen',
    texts: ['Screenshots attached. The screen goes blank after choosing the place of birth.'],
  },
];

export const feedbackSuggestionTopics: readonly FeedbackTopic[] = [
  {
    subject: 'Dark mode please',
    texts: ['Love the app! Would be nice to have a dark theme for using it at night.'],
  },
  {
    subject: 'More astrology content',
    texts: [
      'It would be great to see the compatibility with each planet, not only the total score.',
      'Great idea, but the daily horoscope is the same for several days in a row.',
    ],
  },
  {
    subject: 'Filter by sun sign',
    texts: ['Please add a way to filter people by their sun sign or by the element.'],
  },
  { subject: 'Video calls', texts: ['A video call before meeting would make me feel safer.'] },
  {
    subject: 'Better matches',
    texts: ['Matches are mostly very far away even though my distance is set to 25 km.'],
  },
  { subject: 'Hindi translation', texts: ['Could you add Hindi? My parents want to use the app too.'] },
  {
    subject: 'Show moon sign on profiles',
    texts: ['Show the moon sign next to the sun sign on each profile.'],
  },
];
