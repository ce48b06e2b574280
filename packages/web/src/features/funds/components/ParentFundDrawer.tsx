import { Drawer, Grid, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChildFundsTab, type ChildFund } from './ChildFundsTab';
import { FundDocumentsTab } from './FundDocumentsTab';
import { FundDocumentViewer } from './FundDocumentViewer';
import { FundModals, type FundModalState } from './FundModals';
import { useViewFund } from './useViewFund';

export interface DrawerFund {
  id: string;
  name: string;
}

/**
 * The parent-fund drawer (spec paid §2 App drawer 2): Child Funds and Documents tabs, the document viewer, and the
 * upload, distribution and inheritance modals. View Fund switches into the child fund, replacing the route with
 * /manage/home, closing the drawer and recording where the administrator came from.
 */
export function ParentFundDrawer({ fund, onClose, originPath }: { fund: DrawerFund | null; onClose: () => void; originPath: string }) {
  const { t } = useTranslation('funds');
  const screens = Grid.useBreakpoint();
  const [tab, setTab] = useState('children');
  const [viewerDoc, setViewerDoc] = useState<string | null>(null);
  const [modal, setModal] = useState<FundModalState>(null);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const viewFund = useViewFund(originPath);
  // Just-uploaded documents stay highlighted until the next upload or until the drawer closes.
  useEffect(() => {
    if (fund) return;
    setTab('children');
    setHighlighted(new Set());
  }, [fund]);

  const view = (child: ChildFund) => {
    onClose();
    viewFund({ profileId: child.fundMinorProfileId, name: child.name });
  };

  return (
    <Drawer
      open={fund !== null}
      onClose={onClose}
      title={fund?.name}
      size={screens.md ? 760 : '100%'}
      destroyOnHidden
      data-testid="parent-fund-drawer"
      closeIcon={<span aria-label={t('drawer.close')}>×</span>}
    >
      {fund && (
        <>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'children', label: <span data-testid="drawer-tab-children">{t('drawer.childFunds')}</span>, children: <ChildFundsTab fundMajorProfileId={fund.id} onView={view} onManage={(child) => setModal({ kind: 'inheritance', child })} /> },
              {
                key: 'documents',
                label: <span data-testid="drawer-tab-documents">{t('drawer.documents')}</span>,
                children: <FundDocumentsTab fundMajorProfileId={fund.id} highlighted={highlighted} onOpen={(doc) => setViewerDoc(doc.docId)} onUpload={() => setModal({ kind: 'upload' })} />,
              },
            ]}
          />
          <FundDocumentViewer
            fundMajorProfileId={fund.id}
            docId={viewerDoc}
            onClose={() => setViewerDoc(null)}
            onManageDistribution={(doc) => setModal({ kind: 'distribution', docs: [doc] })}
          />
          <FundModals
            fund={fund}
            state={modal}
            onChange={setModal}
            onUploaded={(docs) => {
              setHighlighted(new Set(docs.map((d) => d.docId)));
              setModal({ kind: 'distribution', docs });
            }}
          />
        </>
      )}
    </Drawer>
  );
}
