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

export const feedbackBugSubjects = [
  'App crashes on start',
  'Cannot upload photos',
  'Birth chart is wrong',
  'Notifications not arriving',
  'Messages not sent',
  'Login code never arrives',
  'Location is wrong',
  'Payment problem',
];

export const feedbackSuggestionSubjects = [
  'Dark mode please',
  'More astrology content',
  'Filter by sun sign',
  'Video calls',
  'Better matches',
  'Hindi translation',
  'Show moon sign on profiles',
];

export const feedbackTexts = [
  'Since the last update the app closes as soon as I open the chat tab. I already reinstalled it.',
  'When I try to add a third photo the upload stays at 99 % and never finishes.',
  'My time of birth is 06:45 but the chart shows my ascendant as if it were the evening.',
  'I do not get any notification when someone likes me, only when I open the app.',
  'It would be great to see the compatibility with each planet, not only the total score.',
  'Please add a way to filter people by their sun sign or by the element.',
  'The one-time code e-mail takes more than ten minutes to arrive, sometimes it never comes.',
  'Love the app! Would be nice to have a dark theme for using it at night.',
  'I was charged twice for the Ruby plan this month. Please refund one of the payments.',
  'My city shows as a different state. I live in Pune, not in Puducherry.',
  'Matches are mostly very far away even though my distance is set to 25 km.',
  'Could you add Hindi? My parents want to use the app too.',
  'Screenshots attached. The screen goes blank after choosing the place of birth.',
  'Great idea, but the daily horoscope is the same for several days in a row.',
];
