import { reportFailedJourneys } from './diagnostics.js';

reportFailedJourneys();
