import { themeModes } from '../../../lib/color-scheme'
import { languageConfig, languages } from '../../../lib/preferences'
import { SignInMenuButton } from './sign-in-menu'
import { useSignInEnvironment } from './sign-in-environment'

/** The language and theme menus at the top of every sign-in page. */
export function SignInSwitchers() {
  const { t, language, changeLanguage, themeMode, setThemeMode } = useSignInEnvironment()
  return (
    <div className="sign-in-switchers">
      <SignInMenuButton
        id="language-menu"
        label={t('layout.language')}
        icon="translate"
        testId="language-switcher"
        options={languages.map((value) => ({ value, label: languageConfig[value].label, lang: value }))}
        selected={language}
        onPick={(value) => void changeLanguage(value)}
      />
      <SignInMenuButton
        id="theme-menu"
        label={t('layout.theme')}
        icon={themeMode}
        testId="theme-switcher"
        options={themeModes.map((value) => ({ value, label: t(`theme.${value}`) }))}
        selected={themeMode}
        onPick={setThemeMode}
      />
    </div>
  )
}
