import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareDialog } from './ShareDialog';

/** The shell's share action (spec §2), beside the message action: opens the Share dialog. */
export function ShareAction() {
  const { t } = useTranslation('sharing');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button shape="circle" icon={<ShareAltOutlined />} onClick={() => setOpen(true)} aria-label={t('action')} title={t('action')} aria-haspopup="dialog" data-testid="share-action" />
      <ShareDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
