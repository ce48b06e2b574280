import type { ShareableItem } from '@vault/contract';
import { Collapse, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupShareable, initiallyOpenGroup } from '../api/shareList';
import { ShareItems } from './ShareItems';

interface Props {
  items: readonly ShareableItem[];
  flat: boolean;
  /** The acting profile's name, heading its own documents. */
  ownName: string;
  selected: ReadonlySet<string>;
  onToggle: (docId: string, checked: boolean) => void;
}

/**
 * Spec §4 Share list: a flat list for individuals; for corporates and funds the own documents and one
 * collapsible group per representative, the second group open first when there are no own documents.
 * Mounted once the list has loaded, so the group opened first follows the loaded list.
 */
export function ShareDocumentList({ items, flat, ownName, selected, onToggle }: Props) {
  const { t } = useTranslation('sharing');
  if (items.length === 0) return <Empty description={t('dialog.empty')} data-testid="share-empty" />;
  if (flat) return <ShareItems items={items} selected={selected} onToggle={onToggle} />;
  const groups = groupShareable(items, ownName);
  const open = initiallyOpenGroup(groups);
  return (
    <Collapse
      defaultActiveKey={open ? [open] : []}
      size="small"
      items={groups.map((group) => {
        const chosen = group.items.filter((item) => selected.has(item.docId)).length;
        const title = group.own ? t('dialog.ownGroup', { name: group.ownerName }) : group.ownerName;
        return {
          key: group.key,
          label: (
            <span data-testid="share-group" data-group={group.own ? 'own' : group.ownerName}>
              {title} {t('dialog.groupCount', { count: group.items.length, chosen })}
            </span>
          ),
          children: <ShareItems items={group.items} selected={selected} onToggle={onToggle} />,
        };
      })}
   />
  );
}
