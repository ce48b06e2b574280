import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
// The original, by its package path: the build sends only imports made inside @ant-design/icons here
// (vite.config.ts, translatedIcons), so this one reaches the real component.
import AntdIcon from '@ant-design/icons/es/components/AntdIconLight';
import { ICON_LABELS } from './iconLabels';

type IconProps = ComponentProps<typeof AntdIcon>;

/**
 * Every @ant-design/icons icon, antd's own included (the close cross of dialogs, the eye of password
 * fields, the search glass of lists, status icons of toasts): the library names each one with an
 * English `aria-label` from the icon's file name ('close', 'eye-invisible'). Here an icon keeps the
 * label or `aria-hidden` its caller gave; otherwise it is named in the user's language when its
 * picture means something by itself, and hidden from screen readers when it is decoration.
 */
const TranslatedIcon = forwardRef<HTMLSpanElement, IconProps>(function TranslatedIcon(props, ref) {
  const { t } = useTranslation('common');
  const hidden = props['aria-hidden'] === true || props['aria-hidden'] === 'true';
  // Hidden: no English file name left in the markup either (the original adds one by default).
  if (hidden) return <AntdIcon {...props} ref={ref} aria-label={undefined} />;
  if (props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined) return <AntdIcon {...props} ref={ref} />;
  const key = ICON_LABELS[props.icon.name];
  return key ? <AntdIcon {...props} ref={ref} aria-label={t(`icons.${key}`)} /> : <AntdIcon {...props} ref={ref} aria-hidden aria-label={undefined} />;
});

export default TranslatedIcon;
