import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import Password, { type PasswordProps } from 'antd/es/input/Password';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** antd's password field, its show/hide eye named for what a press does, in the user's language. */
export const PasswordInput = forwardRef<React.ComponentRef<typeof Password>, PasswordProps>(function PasswordInput(props, ref) {
  const { t } = useTranslation('common');
  return (
    <Password
      iconRender={(visible) => (visible ? <EyeOutlined aria-label={t('icons.hidePassword')} /> : <EyeInvisibleOutlined aria-label={t('icons.showPassword')} />)}
      {...props}
      ref={ref}
    />
  );
});
