export * from '../modules/profiles/profiles.table.js';
export * from '../modules/auth/auth.table.js';
export * from '../modules/invitations/invitations.table.js';
export * from '../modules/mail/mail.table.js';
export * from '../modules/audit/audit.table.js';
export * from '../modules/config/config.table.js';
export * from '../modules/actions/actions.table.js';
export * from '../modules/team/team.table.js';
