import { Type, type Static } from 'typebox';
import { Nullable } from '../common';
import { scheduleMessages } from './scheduling';

/** The schedule fields of a push and of an e-mail. */
export const ScheduleFields = {
  sendMode: Type.Optional(
    Type.Union([Type.Literal('now'), Type.Literal('at'), Type.Literal('local')], {
      errorMessage: scheduleMessages.modeInvalid,
    }),
  ),
  /** The wall time: in the company's zone for 'at', in each member's for 'local'; ignored for 'now'. */
  sendAt: Type.Optional(
    Nullable(Type.String({ maxLength: 16, errorMessage: scheduleMessages.sendAtInvalid })),
  ),
};

/** The schedule a history row shows: the mode, the wall time chosen and its zone, when it runs next. */
export const ScheduleOfSend = {
  sendMode: Type.Union([Type.Literal('now'), Type.Literal('at'), Type.Literal('local')]),
  sendAt: Nullable(Type.String()),
  /**
   * The company's zone when it was scheduled: that of `sendAt` for 'at', that of members whose own zone is
   * unknown for 'local'; null for 'now'.
   */
  timeZone: Nullable(Type.String()),
  /** When it starts, or for a local-time send its next time zone (status scheduled or waiting). */
  nextRunAt: Nullable(Type.String()),
  cancelledAt: Nullable(Type.String()),
};

/** `GET user/send-options`: the company's time zone, in which the composers' dates and times are read. */
export const SendOptionsAnswer = Type.Object({
  valid: Type.Literal(true),
  timeZone: Type.String(),
  aheadDays: Type.Integer(),
});
export type SendOptionsAnswer = Static<typeof SendOptionsAnswer>;
