import { Type } from '@fastify/type-provider-typebox';
import { AstroSettings, currentTrendsMessages as m, SourceText } from '@orrery/contract';
import { errorResponses, routeTags } from '../../lib/routeSchemas';

export const tags = routeTags('current-trends');
export const errors = errorResponses(400, 401, 409);

/**
 * The key is checked by the service (its two messages: key required, last level required); one too long
 * can only be a wrong shape.
 */
export const KeyParams = Type.Object({
  key: Type.String({ maxLength: 100, errorMessage: m.lastLevelRequired }),
});

export const SettingsAnswer = Type.Object({ valid: Type.Literal(true), data: AstroSettings });
export const SettingsSaved = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  data: AstroSettings,
});
export const SourceTextAnswer = Type.Object({ valid: Type.Literal(true), data: SourceText });
export const SourceTextSaved = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  data: SourceText,
});
export const SourceTextKeys = Type.Object({ valid: Type.Literal(true), data: Type.Array(Type.String()) });
