import type { AppDeps } from '../deps.ts';
import { createSession } from '../features/sessions/service.ts';
import { UNKNOWN_SIGN_IN_CLIENT } from '../features/sessions/sign-in-client.ts';
import { insertMagicLink } from '../store/email-magic-links.ts';
import { findProjectById } from '../store/projects.ts';
import { createUserWithEmail } from '../store/users.ts';
import { generateSecret, hashSecret, newId } from '../tokens.ts';

/** What the load generator needs: live sessions, and magic link tokens nobody has used yet. */
export interface SeededData {
  sessions: Array<{ sessionToken: string; sessionJwt: string }>;
  magicLinkTokens: string[];
}

/**
 * Load-test set-up (bench/): creates `users` signed-in users (one session each) of the project
 * `projectId` and a pool of `magicLinks` unused login links spread over them. Links are stored the way the magic-links feature stores them (by token hash,
 * through store/email-magic-links.ts) but no email is sent: delivery is not what the bench measures, and
 * each authenticate call needs a fresh single-use token.
 */
export async function seedLoad(
  deps: AppDeps,
  projectId: string,
  options: { users: number; magicLinks: number },
): Promise<SeededData> {
  const project = await findProjectById(deps.db, deps.clock, projectId);
  if (!project) throw new Error(`The project ${projectId} is not configured`);
  const sessions: SeededData['sessions'] = [];
  const emails: Array<{ userId: string; emailId: string }> = [];
  for (let i = 0; i < options.users; i++) {
    const record = await createUserWithEmail(deps.db, deps.clock, {
      project,
      email: `bench-${i}@bench.example`,
      status: 'active',
    });
    emails.push(record);
    const signedIn = await createSession(deps, {
      client: UNKNOWN_SIGN_IN_CLIENT,
      project,
      userId: record.userId,
      factor: { type: 'magic_link', delivery_method: 'email' },
      durationMinutes: 24 * 60,
    });
    sessions.push({ sessionToken: signedIn.session_token, sessionJwt: signedIn.session_jwt });
  }

  const magicLinkTokens: string[] = [];
  const now = deps.clock.now();
  // One transaction: thousands of single-row commits would dominate the set-up time.
  await deps.db.transaction().execute(async (trx) => {
    for (let i = 0; i < options.magicLinks; i++) {
      const owner = emails[i % emails.length];
      if (!owner) break;
      const token = generateSecret();
      await insertMagicLink(trx, {
        magicLinkId: newId('magic-link', project.environment),
        projectId: project.projectId,
        userId: owner.userId,
        emailId: owner.emailId,
        kind: 'login',
        tokenHash: hashSecret(token),
        expiresAt: now + 24 * 60 * 60_000,
        createdAt: now,
        // Bare, as the host's backend sends them: the bench redeems them without a browser verifier.
        codeChallenge: null,
      });
      magicLinkTokens.push(token);
    }
  });
  return { sessions, magicLinkTokens };
}
