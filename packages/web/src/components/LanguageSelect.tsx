import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@vault/contract';
import { Button, Popover } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n/language';
import { HTML_LANG } from '../lib/i18n/languages';

/**
 * Language selector for the login page and the shell header: a button opening a short list of the
 * three languages, each option a button (`data-testid="language-option-<en|zh|tw>"`, the current
 * one `aria-pressed`); the opener is `language-select`. A popover rather than antd's Dropdown: the
 * menu component it brings weighs ~30 kB on the login route. Arrow keys move between options, Esc
 * closes and focus returns to the opener.
 */
export function LanguageSelect() {
  // Re-rendered on a language change through useTranslation.
  const { t } = useTranslation();
  const active = currentLanguage();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const choose = (language: Language) => {
    close();
    // A failed account update was already reported; the page shows the new language anyway.
    if (language !== active) void changeLanguage(language).catch(() => undefined);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const options = Array.from(list.current?.querySelectorAll('button') ?? []);
    const index = options.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      options[(index + step + options.length) % options.length]?.focus();
    }
  };

  const content = (
    <ul ref={list} aria-label={t('languages.label')} style={{ listStyle: 'none', margin: 0, padding: 0, minWidth: 140 }} onKeyDown={onKeyDown}>
      {LANGUAGES.map((language: Language) => (
        <li key={language}>
          <Button
            type="text"
            block
            lang={HTML_LANG[language]}
            aria-pressed={language === active}
            autoFocus={language === active}
            icon={<CheckOutlined aria-hidden style={{ visibility: language === active ? 'visible' : 'hidden' }} />}
            style={{ justifyContent: 'flex-start' }}
            onClick={() => choose(language)}
            data-testid={`language-option-${language}`}
          >
            {t(`languages.${language}`)}
          </Button>
        </li>
      ))}
    </ul>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" content={content} arrow={false}>
      <Button
        ref={opener}
        icon={<GlobalOutlined aria-hidden />}
        aria-haspopup="true"
        aria-expanded={open}
        data-testid="language-select"
        aria-label={`${t('languages.label')}: ${t(`languages.${active}`)}`}
      >
        {t(`languages.${active}`)}
      </Button>
    </Popover>
  );
}
