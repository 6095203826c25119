import type { ReactNode } from 'react';
import { NotBuiltPage } from '../../components/NotBuiltPage';

/** /feedback/{id}: one feedback message; `renderMember` shows its member below it (being built). */
export function FeedbackDetail(_props: { renderMember: (memberId: string) => ReactNode }) {
  return <NotBuiltPage title="Feedback" />;
}
