/** Namespaces: one per feature area. locales.test.ts checks every language has every key. */
export const NAMESPACES = ['common', 'auth', 'validation', 'register', 'invite', 'shell', 'dialogs', 'dev', 'actions', 'profiles', 'team', 'correspondence', 'documents', 'sharing', 'activity', 'requests', 'funds', 'fundModals', 'brokerDealers', 'users', 'vaultSetup', 'requestsManager'] as const;
