/**
 * Phones (not tablets): the product is built for larger screens, so phone users are told once
 * about the mobile apps (spec §2 'We're sorry.'). Android tablets omit "Mobile" from the agent.
 */
const PHONE_AGENT = /iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Mobile Safari(?!.*iPad)/i;

export function isPhoneUserAgent(userAgent: string): boolean {
  if (/iPad|Tablet/i.test(userAgent)) return false;
  return PHONE_AGENT.test(userAgent);
}
