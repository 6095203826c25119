/** Free texts of the demo data. */
export const professions = [
  'Software Engineer',
  'Teacher',
  'Doctor',
  'Nurse',
  'Designer',
  'Architect',
  'Lawyer',
  'Accountant',
  'Marketing Manager',
  'Student',
  'Entrepreneur',
  'Data Analyst',
  'Photographer',
  'Chef',
  'Journalist',
  'Pharmacist',
  'Civil Engineer',
  'Consultant',
  'Sales Executive',
  'Artist',
  'Musician',
  'Psychologist',
  'Dentist',
  'Researcher',
  'Product Manager',
  'HR Manager',
  'Banker',
  'Pilot',
  'Writer',
  'Yoga Instructor',
  'Fitness Coach',
  'Veterinarian',
  'Physiotherapist',
  'Real Estate Agent',
  'Astrologer',
  'Civil Servant',
];

const openers = [
  'Coffee lover and weekend hiker.',
  'Curious about the stars and what they say about us.',
  'Looking for someone to share sunsets and long talks with.',
  'Bookworm, foodie and amateur astrologer.',
  'Always planning the next trip.',
  'Dog person, music addict, early riser.',
  'I believe in good conversations and better chai.',
  'Beach days, samba and a good playlist.',
  'Yoga in the morning, Netflix at night.',
  'New in town and ready to explore.',
];
const closers = [
  'My Moon is in Cancer, so expect home-cooked dinners.',
  'Tell me your rising sign and I will guess your favourite film.',
  'Swipe right if you can recommend a good book.',
  'Let us see if our charts agree.',
  'Ask me about my last adventure.',
  'Honest, kind and a little bit nerdy.',
  '',
];
export const bioParts = { openers, closers };

export const deletionSuggestions = [
  'Show more people near me.',
  'Let me filter by more preferences.',
  'The app could be faster.',
  'More verified profiles, please.',
  'Add video calls.',
  'Explain the compatibility score better.',
];

export const deletionComments = [
  'I met someone here, thank you!',
  'Not enough matches in my city.',
  'Too many messages from people I did not like.',
  'Taking a break for a while.',
  'The app kept crashing on my phone.',
  'I will be back later.',
  'Found what I was looking for.',
];

/** The own words of members who left for "other" reasons; some run past the drawer's 80 characters. */
export const otherReasonComments = [
  'Moving abroad for work next month.',
  'My partner and I decided to try being exclusive, so I do not need the app any more.',
  'I am spending too much time on my phone and want a digital detox for a few months.',
  'Too expensive for me right now.',
  'I prefer meeting people at events in my city; the app felt a bit overwhelming with all the notifications.',
  'Religious reasons.',
  'My family found me a match.',
  'The astrology part is fun but I want something simpler, just to chat with people nearby.',
  'Created a second account by mistake.',
  'Privacy: I do not want my birth time and place stored anywhere.',
];

export const onHoldReasons = [
  'Waiting for a clear face photo.',
  'Asked to replace a group photo.',
  'Photo looks like a celebrity; asked for a real one.',
  'Blurred photos; asked for new ones.',
];

export const blockComments = [
  'Reported several times for rude messages.',
  'Fake profile: photos taken from the web.',
  'Advertising in the bio.',
  'Inappropriate photos.',
  'Asked members for money.',
];

export const reviewComments = [
  'Photos fine.',
  'Face visible in the first photo.',
  'Asked for a better first photo.',
];
