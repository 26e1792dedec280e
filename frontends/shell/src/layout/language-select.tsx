import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languageNames, languages, setLanguage, type Language } from '@mb/ui';

export function LanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  return (
    <NativeSelect
      aria-label={t('header.language')}
      size="xs"
      w={120}
      value={i18n.language}
      onChange={(event) => setLanguage(event.currentTarget.value as Language)}
      data={languages.map((language) => ({ value: language, label: languageNames[language] }))}
    />
  );
}
