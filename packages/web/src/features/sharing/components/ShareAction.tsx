import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenShareDialog } from './ShareDialogProvider';

/** The shell's share action (spec §2), beside the message action: opens the Share dialog. */
export function ShareAction() {
  const { t } = useTranslation('sharing');
  const openShare = useOpenShareDialog();
  return <Button shape="circle" icon={<ShareAltOutlined aria-hidden />} onClick={openShare} aria-label={t('action')} title={t('action')} aria-haspopup="dialog" data-testid="share-action" />;
}
