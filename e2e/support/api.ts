import { apiSignIn as signIn } from '../../scripts/product.mjs';
import { baseUrl } from './browser.js';

/** Signs in over HTTP (for seeding a journey through the API). */
export const apiSignIn = (email: string, password: string) => signIn(baseUrl(), email, password);
