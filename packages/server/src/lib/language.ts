import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@vault/contract';
import type { FastifyRequest } from 'fastify';

const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** The caller's language: the `lang` cookie first, then Accept-Language (zh-TW/zh-Hant → tw). */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.toLowerCase().split(',')) {
      const tag = part.split(';')[0]?.trim() ?? '';
      if (tag === 'tw' || tag.startsWith('zh-tw') || tag.startsWith('zh-hant') || tag.startsWith('zh-hk')) return 'tw';
      if (tag.startsWith('zh')) return 'zh';
      if (tag.startsWith('en')) return 'en';
    }
  }
  return DEFAULT_LANGUAGE;
}
