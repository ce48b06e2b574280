import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@vault/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n/language';
import { HTML_LANG, resolveLanguage } from '../lib/i18n/languages';

/**
 * Language selector for the login page and the shell header. Each option carries
 * `data-testid="language-option-<en|zh|tw>"`; the button is `language-select`.
 */
export function LanguageSelect() {
  // Re-rendered on a language change through useTranslation.
  const { t } = useTranslation();
  const active = currentLanguage();
  const items = LANGUAGES.map((language: Language) => ({
    key: language,
    label: (
      <span data-testid={`language-option-${language}`} lang={HTML_LANG[language]}>
        {t(`languages.${language}`)}
      </span>
    ),
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [active],
        // A failed account update was already reported; the page shows the new language anyway.
        onClick: ({ key }) => void changeLanguage(resolveLanguage(key)).catch(() => undefined),
      }}
    >
      <Button icon={<GlobalOutlined />} data-testid="language-select" aria-label={`${t('languages.label')}: ${t(`languages.${active}`)}`}>
        {t(`languages.${active}`)}
      </Button>
    </Dropdown>
  );
}
