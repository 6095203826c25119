import { Type, type Static } from 'typebox';
import { APP_SETTING_KEYS } from './values';

export const AppSettingItem = Type.Object({
  key: Type.Enum(APP_SETTING_KEYS, { errorMessage: `key must be one of ${APP_SETTING_KEYS.join(', ')}` }),
  /** A whole number (minutes or days), true or false (otp_service), or {basic_swipe_like, basic_swipe_superstar}: checked by the server. */
  value: Type.Unknown(),
});
export type AppSettingItem = Static<typeof AppSettingItem>;

export const AppSettingsBody = Type.Object({
  items: Type.Array(AppSettingItem, {
    minItems: 1,
    maxItems: APP_SETTING_KEYS.length,
    errorMessage: `items is a list of 1 to ${APP_SETTING_KEYS.length} settings`,
  }),
  version: Type.Integer({
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
    errorMessage: 'must say which version of the settings was edited',
  }),
});
export type AppSettingsBody = Static<typeof AppSettingsBody>;

export const AppSettingsAnswer = Type.Object({
  valid: Type.Literal(true),
  message: Type.Optional(Type.String()),
  items: Type.Array(AppSettingItem),
  /** Changes on every save (the time of the last one in ms; 0 before the first): sent back on save. */
  version: Type.Integer(),
});
export type AppSettingsAnswer = Static<typeof AppSettingsAnswer>;
