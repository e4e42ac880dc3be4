import type { FastifyInstance } from 'fastify';
import { loginResponseSchema } from '../../contract/auth.js';
import type { UserFixture } from './factories.js';

/** Signs in through the real login route and returns the session token. */
export async function signIn(app: FastifyInstance, user: UserFixture): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return loginResponseSchema.parse(response.json()).data.token;
}
