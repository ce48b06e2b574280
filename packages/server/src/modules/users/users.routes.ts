import { businessUserSchema, emptyDataSchema, envelopeSchema, languageRequestSchema } from '@vault/contract';
import { typed, type RouteModule } from '../../lib/routes.js';
import { actorOf } from '../../plugins/auth.js';
import { ok } from '../../plugins/envelope.js';
import { frozenAnswer } from '../../lib/serializer.js';
import { businessUserOf, createMembershipCache, membershipsOf, setLanguage, type Memberships } from './users.service.js';

export const userRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const memberships = createMembershipCache(ctx);
  // The answer depends only on the actor's fields below and the cached memberships array, which is replaced (never
  // changed) when a notice drops it: the frozen answer is kept beside that array and its text reused (lib/serializer.ts).
  const answers = new WeakMap<Memberships, Map<string, ReturnType<typeof ok<ReturnType<typeof businessUserOf>>>>>();
  r.get('/customer-user/user-info', {
    schema: { tags: ['user'], summary: 'The signed-in business user', response: { 200: envelopeSchema(businessUserSchema) } },
    handler: async (request) => {
      const actor = actorOf(request);
      const all = await membershipsOf(ctx, actor, memberships);
      // View Fund: the acting fund is not among the memberships, so nothing here would drop an answer kept for it.
      if (!all.some((m) => m.profile.id === actor.profileId)) return ok(businessUserOf(actor, all));
      let byActor = answers.get(all);
      if (!byActor) answers.set(all, (byActor = new Map()));
      const key = `${actor.accountId} ${actor.profileId} ${actor.role} ${actor.language} ${actor.email}`;
      let answer = byActor.get(key);
      if (!answer) {
        answer = frozenAnswer(ok(businessUserOf(actor, all)));
        if (byActor.size >= 16) byActor.clear();
        byActor.set(key, answer);
      }
      return answer;
    },
  });
  r.post('/customer-user/language', {
    schema: { tags: ['user'], summary: 'Remember the language on the account', body: languageRequestSchema, response: { 200: envelopeSchema(emptyDataSchema) } },
    handler: async (request) => ok(await setLanguage(ctx, actorOf(request), request.body.language)),
  });
};
