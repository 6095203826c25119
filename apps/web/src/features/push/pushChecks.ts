import { pushMessages as m, type SendNotificationBody } from '@orrery/contract';

/** The console's checks before the confirmation, in the spec's order (the server checks again). */
export function firstProblem(body: SendNotificationBody): string | undefined {
  if (!body.notificationKey) return m.keyRequired;
  if (!body.notificationTitle?.trim()) return m.headingRequired;
  if (!body.notificationBody?.trim()) return m.textRequired;
  const from = body.fromAgeValue ?? null;
  const to = body.toAgeValue ?? null;
  if (to !== null && from === null) return m.fromAgeRequired;
  if (from !== null && to === null) return m.toAgeRequired;
  if (from !== null && to !== null && from > to) return m.ageOrder;
  const marked =
    body.allUser ||
    body.activeUser ||
    body.dormantUser ||
    body.inCompleteUser ||
    !!body.userIds?.length ||
    !!body.cities?.length ||
    !!body.states?.length ||
    !!body.countries?.length ||
    !!body.gender?.length ||
    !!body.language ||
    from !== null;
  return marked ? undefined : m.targetRequired;
}
