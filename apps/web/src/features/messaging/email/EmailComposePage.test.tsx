import { describe } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { emailMessages } from '@orrery/contract';
import { itRefusesUnknownIds, itSchedulesSends, type Composer } from '../../../lib/testing/composerChecks';
import { EmailComposePage } from './EmailComposePage';

/** Manual Email as the shared composer checks drive it: two members, a subject and a body. */
const emailComposer: Composer = {
  page: <EmailComposePage />,
  url: '/email-contents',
  sendButton: 'Send Email',
  sendPath: '/api/user/send-email',
  titleLabel: 'Subject',
  textLabel: 'Body',
  chooseMembers: () =>
    fireEvent.change(screen.getByLabelText(/^User IDs/), {
      target: { value: '00000000-0000-4000-8000-000000000001\n00000000-0000-4000-8000-000000000002' },
    }),
  scheduled: { message: emailMessages.scheduled(2, '2 Mar 2026, 09:00 (Europe/Paris)'), members: 2 },
  confirmTitle: /^Schedule this email for 2 Mar 2026, 09:00 \(Europe\/Paris\)\?$/,
  postedFields: { emailSubject: 'Hello' },
};

describe('Manual Email', () => {
  itRefusesUnknownIds(emailComposer);
  itSchedulesSends(emailComposer);
});
