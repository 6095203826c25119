import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  SynastrySetAnswer,
  SynastrySetBody,
  SynastrySetEditBody,
  SynastrySetList,
  synastrySetMessages as m,
} from '@orrery/contract';
import { writeAudit } from '../../lib/audit';
import { badRequest, forbidden } from '../../lib/httpErrors';
import { attachmentHeader, XLSX_TYPE } from '../../lib/spreadsheet';
import { readUploadedFile } from '../../lib/uploads';
import { actorOf, signedInAdmin, type SessionAdmin } from '../../plugins/auth';
import { storedContent } from './content';
import { AdminIdParams, DeleteParams, Done, errors, IdParams, ImportQuery, tags, XlsxBody } from './schemas';
import { createSet, deleteSet, getSet, listSets, updateSet, type SetActor } from './service';
import { setWorkbook, workbookFileName } from './workbookExport';
import { readSetWorkbook } from './workbookImport';

const setActor = (admin: SessionAdmin): SetActor => ({
  ...actorOf(admin),
  superadmin: admin.userType === 'superadmin',
});

/**
 * Rule/score sets ("protocols"): the setting/protocol calls, plus one set, the xlsx
 * export and import. Every signed-in admin reads every set; only its owner or a superadmin changes it.
 */
export async function synastrySetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/protocols/list/:adminId',
    {
      schema: {
        tags,
        summary:
          'Every rule/score set (shared by the staff), oldest first, without rules and tables; adminId is ' +
          'the signed-in admin (a superadmin may name another). Each line has its owner (user, ownerName)',
        params: AdminIdParams,
        response: { 200: SynastrySetList, ...errors },
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      if (request.params.adminId !== admin.id && admin.userType !== 'superadmin')
        throw forbidden(m.otherAdminsList);
      return { valid: true as const, items: await listSets(db) };
    },
  );

  r.get(
    '/protocol/:id',
    {
      schema: {
        tags,
        summary: 'One rule/score set in full, each rule with isVisible (its planets and orb selected)',
        params: IdParams,
        response: { 200: SynastrySetAnswer, ...errors },
      },
    },
    async (request) => ({ valid: true as const, message: 'OK', item: await getSet(db, request.params.id) }),
  );

  r.post(
    '/protocol/save',
    {
      schema: {
        tags,
        summary:
          'Creates a rule/score set owned by the signed-in admin (user in the body is ignored); 409 ' +
          '"{name} is already exist" when the name is taken, whatever its case',
        body: SynastrySetBody,
        response: { 200: SynastrySetAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const item = await createSet(db, actor, storedContent(request.body));
      return { valid: true as const, message: m.added, item };
    },
  );

  r.put(
    '/protocol/edit/:id',
    {
      schema: {
        tags,
        summary:
          'Saves a rule/score set over the version loaded (409 when it changed since, or the name is ' +
          'taken); its owner or a superadmin only (403)',
        params: IdParams,
        body: SynastrySetEditBody,
        response: { 200: SynastrySetAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = setActor(signedInAdmin(request));
      const { version } = request.body;
      const item = await updateSet(db, actor, request.params.id, version, storedContent(request.body));
      return { valid: true as const, message: m.updated, item };
    },
  );

  r.delete(
    '/protocol/delete/:id/:ownerId',
    {
      schema: {
        tags,
        summary:
          'Deletes the rule/score set id of owner ownerId (404 when they do not match); its owner or a ' +
          'superadmin only (403)',
        params: DeleteParams,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const actor = setActor(signedInAdmin(request));
      await deleteSet(db, actor, request.params.id, request.params.ownerId);
      return { valid: true as const, message: m.deleted };
    },
  );

  r.get(
    '/protocol/export/:id',
    {
      schema: {
        tags,
        summary:
          'The rule/score set as an .xlsx attachment named after it, with the sheets Planets, Orbs, ' +
          'Synastry Category, Heart Logo, Synastry vs. GM and Synastry Rules (first row: column names)',
        params: IdParams,
        produces: [XLSX_TYPE],
        response: {
          200: { description: 'the workbook', content: { [XLSX_TYPE]: { schema: XlsxBody } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const set = await getSet(db, request.params.id);
      const bytes = await setWorkbook(set);
      // in the set's History
      await writeAudit(db, actorOf(signedInAdmin(request)), {
        action: 'synastrySet.export',
        entity: 'synastrySet',
        entityId: set._id,
        after: { name: set.name },
      });
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachmentHeader(workbookFileName(set)))
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  r.post(
    '/protocol/import',
    {
      schema: {
        tags,
        summary:
          'Creates a rule/score set named ?name= from an uploaded .xlsx (multipart field file) laid out as ' +
          'the export. The whole file is checked first: a fault answers 400 naming the sheet and row, and ' +
          'nothing is written. An old .xls is refused with a request to save it as .xlsx',
        querystring: ImportQuery,
        consumes: ['multipart/form-data'],
        response: { 200: SynastrySetAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const file = await readUploadedFile(request);
      if (!file) throw badRequest(m.fileRequired);
      const content = await readSetWorkbook(file.data);
      const { name, notes } = request.query;
      const item = await createSet(db, actor, storedContent({ ...content, name, notes }));
      return { valid: true as const, message: m.added, item };
    },
  );
}
