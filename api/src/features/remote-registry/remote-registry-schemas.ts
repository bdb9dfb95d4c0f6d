import { Type } from '@fastify/type-provider-typebox';
import { BoundedJson, MAX } from '../../core/schemas/common.ts';

/** A federation name (`mf_reports`), the only form the registry stores. */
export const RemoteName = Type.String({ pattern: '^mf_[a-z0-9_]{1,40}$', maxLength: 43, description: 'federation name, e.g. mf_reports' });

export const RemoteParams = Type.Object({ name: RemoteName });

const Version = Type.String({ pattern: '^\\d{1,6}\\.\\d{1,6}\\.\\d{1,6}(-[0-9A-Za-z.-]{1,40})?$', maxLength: MAX.SHORT + 20, description: 'semantic version' });

const SharedNeed = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    version: Type.Optional(Type.String({ maxLength: MAX.SHORT })),
    requiredVersion: Type.Optional(Type.Union([Type.String({ maxLength: 120 }), Type.Literal(false)])),
    singleton: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);

export const ReleaseBody = Type.Object(
  {
    remote: RemoteName,
    version: Version,
    commit: Type.String({ pattern: '^[0-9a-f]{7,40}$', maxLength: 40, description: 'the commit the release was built from' }),
    builtAt: Type.String({ format: 'date-time', maxLength: MAX.SHORT, pattern: '^[1-9][0-9]{3}-' }),
    entry: Type.String({ maxLength: 500, pattern: '^https?://[^\\s]{1,480}/mf-manifest\\.json$', description: 'URL of the release’s own manifest' }),
    needs: Type.Array(SharedNeed, { maxItems: 100, description: 'the manifest’s `shared` list' }),
    screens: Type.Optional({ ...BoundedJson(5, MAX.NAME), description: 'routes, menu entries and home cards the release declares' }),
  },
  { additionalProperties: false },
);

export const PromotionBody = Type.Object(
  {
    version: Version,
    commit: Type.Optional(Type.String({ pattern: '^[0-9a-f]{7,40}$', maxLength: 40, description: 'which build of the version; the newest when absent' })),
    share: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'percentage of people on the new release; 100 (default) makes it live' })),
    revision: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the module revision the decision was taken on' }),
  },
  { additionalProperties: false },
);

export const RevisionBody = Type.Object(
  { revision: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the module revision the decision was taken on' }) },
  { additionalProperties: false },
);

export const ModulePatchBody = Type.Object(
  {
    enabled: Type.Boolean(),
    revision: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  },
  { additionalProperties: false },
);

export const DeployTokenBody = Type.Object({ remote: RemoteName }, { additionalProperties: false });

export const ReportBody = Type.Object(
  {
    release: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    kind: Type.Union([Type.Literal('loaded'), Type.Literal('load-failed'), Type.Literal('screen-error')]),
    route: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_./:-]{1,200}$', description: 'the route’s id or pattern, never what was typed' })),
  },
  { additionalProperties: false },
);
