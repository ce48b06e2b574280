import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n from './lib/i18n/i18n';
import { applyLanguage } from './lib/i18n/language';
import { resolveLanguage } from './lib/i18n/languages';
import { App } from './app/App';
import './app/styles.css';

// Dates, <html lang> and texts start in the language remembered in the `lang` cookie.
applyLanguage(resolveLanguage(i18n.language));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
