import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreateGroupBody,
  CreatePairsAnswer,
  CreatePairsBody,
  DeleteGroupQuery,
  Done,
  GroupAnswer,
  GroupListAnswer,
  MultiPairListAnswer,
  MultiPairListBody,
  PairImportAnswer,
  pairMessages,
} from '@orrery/contract';
import { badRequest } from '../../lib/httpErrors';
import { runOrQueue } from '../../lib/importQueue';
import { errorResponses, IdParams, routeTags } from '../../lib/routeSchemas';
import { readUploadedFile } from '../../lib/uploads';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { createGroup, deleteGroup, listGroups } from './groups';
import { PAIR_IMPORT_QUEUE } from './importQueue';
import { getImport, IMPORT_CHUNK, runImport, startImport } from './imports';
import { createPairs, multiPairList } from './service';

const errors = errorResponses(400, 401, 404, 409);
const tags = routeTags('pairs');
const ImportQuery = Type.Object({
  groupName: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '\\S',
    errorMessage: pairMessages.groupNameRequired,
  }),
});

/** Pairs and pair groups: every signed-in admin may use them (no role gating). */
export async function pairRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, jobs } = app.deps;

  r.post(
    '/create',
    {
      schema: {
        tags,
        summary: 'Creates 1 to 5 pairs (the manual import modal)',
        body: CreatePairsBody,
        response: { 200: CreatePairsAnswer, ...errors },
      },
    },
    async (request) => {
      const data = await createPairs(db, actorOf(signedInAdmin(request)), request.body);
      return { valid: true as const, message: pairMessages.created(data.length), data };
    },
  );

  r.post(
    '/create/group',
    {
      schema: {
        tags,
        summary: 'Creates a pair group; 409 when the name is taken (any case)',
        body: CreateGroupBody,
        response: { 200: GroupAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      message: pairMessages.groupCreated,
      data: await createGroup(db, actorOf(signedInAdmin(request)), request.body.name),
    }),
  );

  r.get(
    '/groupList',
    { schema: { tags, summary: 'Every pair group', response: { 200: GroupListAnswer, ...errors } } },
    async () => ({ valid: true as const, data: await listGroups(db) }),
  );

  r.post(
    '/multiPairList',
    {
      schema: {
        tags,
        summary: 'A page of a group’s pair results under a set with the whole group’s figures, or one pair',
        body: MultiPairListBody,
        response: { 200: MultiPairListAnswer, ...errors },
      },
    },
    async (request) => multiPairList(db, request.body),
  );

  r.delete(
    '/pair-group/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a pair group with its pairs; with ?version=, 409 when it changed since',
        params: IdParams,
        querystring: DeleteGroupQuery,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await deleteGroup(db, actorOf(signedInAdmin(request)), request.params.id, request.query.version);
      return { valid: true as const, message: pairMessages.groupDeleted };
    },
  );

  r.post(
    '/import',
    {
      schema: {
        tags,
        summary:
          'Imports a new group from an .xlsx file (multipart field file): small files at once, larger ones as a job',
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        response: { 200: PairImportAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(signedInAdmin(request));
      const file = await readUploadedFile(request);
      if (!file) throw badRequest(pairMessages.fileRequired);
      const started = await startImport(db, actor, request.query.groupName, file.filename, file.data);
      const data = await runOrQueue(jobs, PAIR_IMPORT_QUEUE, started, IMPORT_CHUNK, runImport, db);
      return { valid: true as const, message: data.message, data };
    },
  );

  r.get(
    '/import/:id',
    {
      schema: {
        tags,
        summary: 'How far a file import has come (the console polls it)',
        params: IdParams,
        response: { 200: PairImportAnswer, ...errors },
      },
    },
    async (request) => {
      const data = await getImport(db, request.params.id);
      return { valid: true as const, message: data.message, data };
    },
  );
}
