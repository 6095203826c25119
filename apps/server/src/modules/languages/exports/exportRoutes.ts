import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DartDiffAnswer,
  DartVersionAnswer,
  DartVersionBody,
  ExportQuery,
  languageMessages as m,
  RestrictedAnswer,
  RestrictedBody,
} from '@orrery/contract';
import { writeAudit } from '../../../lib/audit';
import { attachmentHeader } from '../../../lib/spreadsheet';
import { actorOf, requireSuperadmin, signedInAdmin } from '../../../plugins/auth';
import { dartFile, jsonFile } from './dartFile';
import { dartDiff, dartVersion, exportData, saveDartVersion, versionOf } from './exportService';
import { assertMobileAllowed, isRestricted, setRestricted } from '../restrictedMode';
import { Done, errors, FileText, tags } from '../schemas';

const today = () => new Date().toISOString().slice(0, 10);

/** The Dart and JSON files, the Dart version, the diff since it, and restricted mode. */
export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/dart-version',
    {
      schema: {
        tags,
        summary: 'The latest saved Dart version (value, empty when none) and when it was saved (date)',
        response: { 200: DartVersionAnswer, ...errors },
      },
    },
    async () => {
      const { value, date } = await dartVersion(db);
      return { valid: true as const, value, date };
    },
  );

  r.put(
    '/update-dart-version',
    {
      schema: {
        tags,
        summary:
          'Saves a Dart version (value: digits and dots; Please enter version number when empty) with the ' +
          "mobile keys' English texts of the moment, for the diff. Versions only move forward: one before " +
          'the current version is refused (400); the same one again is a re-export',
        body: DartVersionBody,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await saveDartVersion(db, actorOf(signedInAdmin(request)), request.body.value);
      return { valid: true as const, message: m.dartVersionUpdated };
    },
  );

  r.get(
    '/dart-diff',
    {
      schema: {
        tags,
        summary:
          'The mobile keys added, whose English text changed, and removed since the last export saved ' +
          'from the console; first: true when there was none (every key is then added)',
        response: { 200: DartDiffAnswer, ...errors },
      },
    },
    async () => ({ valid: true as const, ...(await dartDiff(db)) }),
  );

  const exportsOf = [
    {
      path: '/download-dart',
      summary:
        'ui_snippets.dart of version (required: Please enter version number) and time (the date shown, ' +
        'today by default): every live mobile key in every language, or English and languageId only. ' +
        'Refused in restricted mode (403)',
      type: 'text/plain; charset=utf-8',
      name: () => 'ui_snippets.dart',
      file: dartFile,
    },
    {
      path: '/download-json',
      summary:
        'The JSON export {version, date, languages: {code: {key: text}}} of every live mobile key (or ' +
        'English and languageId only). Refused in restricted mode (403)',
      type: 'application/json; charset=utf-8',
      name: (version: string) => `ui_snippets_${version}.json`,
      file: jsonFile,
    },
  ];
  for (const kind of exportsOf)
    r.get(
      kind.path,
      {
        schema: {
          tags,
          summary: kind.summary,
          querystring: ExportQuery,
          produces: [kind.type.split(';')[0] ?? kind.type],
          response: { 200: FileText, ...errors },
        },
      },
      async (request, reply) => {
        const version = versionOf(request.query.version);
        await assertMobileAllowed(db, 'export');
        const date = request.query.time?.trim() || today();
        const data = await exportData(db, version, date, request.query.languageId);
        await writeAudit(db, actorOf(signedInAdmin(request)), {
          action: 'languages.export',
          entity: 'export',
          entityId: kind.name(version),
          after: { version, date, languageId: request.query.languageId ?? null },
        });
        return reply
          .header('content-type', kind.type)
          .header('content-disposition', attachmentHeader(kind.name(version)))
          .header('cache-control', 'no-store')
          .send(kind.file(data));
      },
    );

  r.get(
    '/restricted-mode',
    {
      schema: {
        tags,
        summary: 'Whether restricted mode is on (mobile content hidden)',
        response: { 200: RestrictedAnswer, ...errors },
      },
    },
    async () => ({ valid: true as const, restricted: await isRestricted(db) }),
  );

  r.put(
    '/restricted-mode',
    {
      schema: {
        tags,
        summary: 'Switches restricted mode on or off; superadmins only (403)',
        body: RestrictedBody,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const admin = requireSuperadmin(request);
      await setRestricted(db, actorOf(admin), request.body.restricted);
      return { valid: true as const, message: request.body.restricted ? m.restrictedOn : m.restrictedOff };
    },
  );
}
