import type { ProfileType, RelatedProfile } from '@vault/contract';
import { Flex, Spin, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { switchToProfile, useProfileSwitching, useRelatedProfiles } from '../api/profiles';
import { isDangerScore, scorePercent } from '../api/scoreDisplay';
import { canChooseProfile } from '../api/switchCall';

interface ProfileSwitcherProps {
  /** The acting profile's type, for when the list does not mark the current profile. */
  actingType: ProfileType;
  /** Takes the shell home before the new session is stored. */
  goHome: () => void | Promise<void>;
}

/**
 * Profile switcher (spec §2): the related profiles with their completeness; the current one cannot
 * be chosen. Choosing another switches with the call the situation needs (api/switchCall.ts).
 */
export function ProfileSwitcher({ actingType, goHome }: ProfileSwitcherProps) {
  const { t } = useTranslation('profiles');
  const profiles = useRelatedProfiles(true);
  const switching = useProfileSwitching();

  const choose = (target: RelatedProfile) => {
    if (switching || !canChooseProfile(target)) return;
    switchToProfile(target, { profiles: profiles.data ?? [], actingType, goHome }).catch(reportUnhandledError);
  };

  if (!profiles.data) return <Spin style={{ display: 'block', margin: '16px auto' }} />;
  return (
    <nav aria-label={t('switcher.title')}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {t('switcher.title')}
      </Typography.Text>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="profile-list">
        {profiles.data.map((profile) => (
          <li key={profile.profileId}>
            <ProfileOption profile={profile} disabled={switching} onChoose={() => choose(profile)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProfileOption({ profile, disabled, onChoose }: { profile: RelatedProfile; disabled: boolean; onChoose: () => void }) {
  const { t } = useTranslation('profiles');
  const { token } = theme.useToken();
  const percent = scorePercent(profile.score);
  const current = profile.isSwitchUser;
  return (
    <button
      type="button"
      className="vault-link-button"
      onClick={onChoose}
      disabled={current || disabled}
      aria-current={current ? 'true' : undefined}
      data-testid="profile-option"
      data-profile-id={profile.profileId}
      data-profile-name={profile.name}
      data-current={current}
      style={{
        width: '100%',
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        borderRadius: token.borderRadius,
        background: current ? token.colorPrimaryBg : undefined,
        cursor: current ? 'default' : 'pointer',
      }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {profile.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {t(`types.${profile.profileType}`)}
            {current && ` · ${t('switcher.current')}`}
          </Typography.Text>
        </Flex>
        <Typography.Text
          strong
          style={{ color: isDangerScore(percent) ? token.colorError : token.colorSuccessText, whiteSpace: 'nowrap', fontSize: token.fontSizeSM }}
          data-testid="profile-score"
          data-percent={percent}
        >
          {t('switcher.score', { percent })}
        </Typography.Text>
      </Flex>
    </button>
  );
}

/** Covers the page from the moment a switch starts until the new profile's data is shown. */
export function ProfileSwitchOverlay() {
  const { t } = useTranslation('profiles');
  const switching = useProfileSwitching();
  return <Spin fullscreen spinning={switching} description={t('switcher.switching')} data-testid="profile-switching" />;
}
