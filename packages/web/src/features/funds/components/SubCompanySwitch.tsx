import { ApartmentOutlined, CheckOutlined, DownOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { SUB_COMPANY_RELOAD_MS, switchSubCompany, useSubCompanies } from '../api/funds';

/**
 * The sub-company switch of the paid header (spec paid §4 Company switch): the parent organisation and the
 * sub-companies the client manager works for; choosing one makes it current, then a 1 s spinner and a reload. The
 * parent's name and photo come from the same list, so they follow any change to the organisation.
 */
export function SubCompanySwitch() {
  const { t } = useTranslation('funds');
  const companies = useSubCompanies();
  const [switching, setSwitching] = useState(false);
  const list = companies.data ?? [];
  const current = list.find((c) => c.currentCompanyFlag);
  const parent = list.find((c) => c.parentFlag);
  if (!current) return null;

  const choose = (id: string) => {
    if (id === current.id || switching) return;
    setSwitching(true);
    switchSubCompany(id)
      .then(() => window.setTimeout(() => window.location.reload(), SUB_COMPANY_RELOAD_MS))
      .catch((error: unknown) => {
        setSwitching(false);
        reportUnhandledError(error);
      });
  };
  const label = (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <Avatar size="small" src={parent?.photo ?? undefined} icon={<ApartmentOutlined />} alt="" />
      <Flex vertical align="start" style={{ minWidth: 0, lineHeight: 1.2 }}>
        <Typography.Text strong ellipsis style={{ maxWidth: 200 }} data-testid="paid-company-name">
          {current.companyTitle}
        </Typography.Text>
        {parent && parent.id !== current.id && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            {t('subCompany.partOf', { name: parent.companyTitle })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
  return (
    <>
      {list.length > 1 ? (
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [current.id],
            onClick: ({ key }) => choose(key),
            items: list.map((c) => ({
              key: c.id,
              label: <span data-testid="sub-company-option" data-company={c.companyTitle}>{c.companyTitle}</span>,
              icon: c.currentCompanyFlag ? <CheckOutlined /> : <ApartmentOutlined />,
            })),
          }}
        >
          <Button style={{ height: 'auto', paddingBlock: 4 }} aria-label={t('subCompany.switch', { name: current.companyTitle })} data-testid="sub-company-switch">
            <Flex align="center" gap={8}>
              {label}
              <DownOutlined aria-hidden />
            </Flex>
          </Button>
        </Dropdown>
      ) : (
        label
      )}
      <Spin fullscreen spinning={switching} description={t('subCompany.switching')} />
    </>
  );
}
