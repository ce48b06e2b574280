import { PlusOutlined } from '@ant-design/icons';
import { LIMITS } from '@vault/contract';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelfieCheck } from '../../../lib/ui/slots';
import { testId } from '../../../lib/ui/testId';
import { useActingProfile, useDocTypes, useDocumentsOfType, useVaultOwners } from '../api/documents';
import { afterReviewSaved, targetDocId, canAddRow, canClearRow, canRemoveRow, isTypeOffered, typesTakenElsewhere, type UploadAction } from '../api/uploadRows';
import { useUploadForm, type NewVersionTarget } from '../api/useUploadForm';
import { IdReviewDialog } from '../recognition/IdReviewDialog';
import { isReading } from '../recognition/rowReading';
import { useRowReading } from '../recognition/useRowReading';
import { UploadRowCard, type RepOption } from './UploadRowCard';

interface Props {
  open: boolean;
  onClose: () => void;
  newVersion?: NewVersionTarget;
  /** An action this upload answers: a passport or licence is checked against it before saving. */
  actionId?: string;
}

/**
 * Corporate users name whose document each row is: the company itself, or one of the representatives
 * it recorded (GET /doc-mgr/owners gives their person profile ids). Null for everyone else.
 */
function useRepOptions(acting: ReturnType<typeof useActingProfile>): RepOption[] | null {
  const { t } = useTranslation('documents');
  const owners = useVaultOwners(Boolean(acting?.isCorporate));
  if (!acting?.isCorporate) return null;
  if (!owners.data) return [{ value: acting.profileId, label: t('upload.repCompany', { name: acting.name }), typeCode: acting.typeCode }];
  return owners.data.map((o) => ({
    value: o.profileId,
    label: o.isRepresentative ? o.name : t('upload.repCompany', { name: o.name }),
    typeCode: o.isRepresentative ? 0 : acting.typeCode,
  }));
}

interface FormProps extends Omit<Props, 'open'> {
  acting: NonNullable<ReturnType<typeof useActingProfile>>;
  /** Tells the dialog while rows are being sent, so it cannot be closed mid-upload. */
  onBusyChange: (busy: boolean) => void;
  /** The acting person's own passport or driving licence was confirmed in the ID review. */
  onIdConfirmed: () => void;
}

function UploadForm({ onClose, newVersion, actionId, acting, onBusyChange, onIdConfirmed }: FormProps) {
  const { t } = useTranslation('documents');
  const types = useDocTypes(acting.typeCode);
  // A new version belongs to its document's owner, so it needs no rep.
  const reps = useRepOptions(newVersion ? null : acting);
  // A representative's row offers the types a person holds.
  const personTypes = useDocTypes(reps?.some((r) => r.typeCode === 0) ? 0 : undefined);
  const categoriesOf = (rep: string | null) => (reps?.find((r) => r.value === rep)?.typeCode === 0 ? (personTypes.data ?? []) : types.data!);
  const form = useUploadForm({ userProfileType: acting.typeCode, actingProfileId: acting.profileId, needsRep: reps !== null, newVersion, onUploaded: onClose });
  const { state } = form;
  // Another owner may not hold the row's type (a person, not the company): the row then starts its type again.
  const dispatch = (action: UploadAction) => {
    form.dispatch(action);
    if (action.type !== 'setRep') return;
    const row = state.rows.find((r) => r.key === action.key);
    if (row && !isTypeOffered(categoriesOf(action.rep), row.docType)) form.dispatch({ type: 'setType', key: action.key, docType: null, imageOnly: false });
  };
  const reading = useRowReading({ state, dispatch: form.dispatch, actingProfileId: acting.profileId, userProfileType: acting.typeCode, documentOwner: newVersion?.ownerProfileId });
  const review = reading.review;
  // A reviewed passport of a type the owner holds is a new version too, unless a new document was asked for.
  const reviewRow = review ? state.rows.find((r) => r.key === review.rowKey) : undefined;
  const reviewExisting = useDocumentsOfType(reviewRow?.rep ?? null, reviewRow?.docType ?? null, Boolean(reviewRow) && !newVersion).data ?? [];
  const reviewVersionOf = reviewRow ? (targetDocId(reviewRow.target, reviewExisting) ?? undefined) : undefined;
  const editable = state.phase === 'editing';
  const busy = state.phase === 'uploading' || state.rows.some(isReading);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  // Once the ID review saved a row: nothing left, the dialog closes; otherwise one next step is said.
  const reviewSaved = useRef(false);
  const [remaining, setRemaining] = useState<number | null>(null);
  useEffect(() => {
    if (!reviewSaved.current) return;
    reviewSaved.current = false;
    const next = afterReviewSaved(state);
    if (next.kind === 'close') onClose();
    else setRemaining(next.remaining);
  }, [state, onClose]);
  const finishReview: typeof reading.finishReview = (outcome, properties) => {
    reviewSaved.current = outcome === 'success';
    // The person's own passport or licence: the selfie is theirs to take (a representative takes it on their profile).
    if (outcome === 'success' && review && !review.repProfileId && (review.docType === 'PP' || review.docType === 'DL')) onIdConfirmed();
    reading.finishReview(outcome, properties);
  };
  if (!types.data) return <Spin />;
  return (
    <Flex vertical gap={12}>
      {state.rows.map((row, index) => (
        <UploadRowCard
          key={row.key}
          row={row}
          index={index}
          categories={categoriesOf(row.rep)}
          takenTypes={typesTakenElsewhere(state, row.key)}
          template={form.templateOf(row.docType)}
          problems={form.problems[index]!}
          showErrors={form.showErrors}
          editable={editable && row.status !== 'uploaded' && !isReading(row)}
          reps={reps}
          typeFixed={Boolean(newVersion)}
          canClear={canClearRow(state, index)}
          canRemove={canRemoveRow(state, index)}
          dispatch={dispatch}
        />
      ))}
      {remaining !== null && state.phase === 'editing' && (
        <Alert type="success" showIcon title={t('upload.savedNextStep', { remaining })} data-testid="upload-next-step" />
      )}
      <Flex justify="space-between" align="center" wrap gap={8}>
        {newVersion ? (
          <span />
        ) : (
          <Flex align="center" gap={8}>
            <Button icon={<PlusOutlined aria-hidden />} disabled={!canAddRow(state)} onClick={() => dispatch({ type: 'addRow' })} data-testid="upload-add-row">
              {t('upload.addAnother')}
            </Button>
            <Typography.Text type="secondary">{t('upload.maxRows', { max: LIMITS.uploadMaxRows })}</Typography.Text>
          </Flex>
        )}
        <Flex gap={8}>
          <Button onClick={onClose} disabled={busy} data-testid="upload-cancel">
            {t('upload.cancel')}
          </Button>
          <Button type="primary" loading={busy || !form.templatesReady} disabled={!editable || busy} onClick={() => void form.submit()} data-testid="upload-continue">
            {t('upload.continue')}
          </Button>
        </Flex>
      </Flex>
      {review && (
        <IdReviewDialog
          target={review}
          rules={form.templateOf(review.docType)}
          userProfileType={acting.typeCode}
          docId={newVersion?.docId ?? reviewVersionOf}
          actionId={actionId}
          onClose={finishReview}
        />
      )}
    </Flex>
  );
}

/** The Upload documents form (spec §2, §4, §5), or a new version of one document. */
export function UploadDocumentsDialog({ open, onClose, newVersion, actionId }: Props) {
  const { t } = useTranslation('documents');
  const acting = useActingProfile();
  const [busy, setBusy] = useState(false);
  // After a confirmed passport or licence, the dialog's last step is the selfie check (issue 12).
  const SelfieCheck = useSelfieCheck();
  const [formDone, setFormDone] = useState(false);
  const selfieAsked = useRef(false);
  const onIdConfirmed = useCallback(() => {
    if (SelfieCheck) selfieAsked.current = true;
  }, [SelfieCheck]);
  const closeForm = useCallback(() => (selfieAsked.current ? setFormDone(true) : onClose()), [onClose]);
  const finish = () => {
    selfieAsked.current = false;
    setFormDone(false);
    onClose();
  };
  const selfieStep = formDone && SelfieCheck;
  return (
    <Modal
      open={open}
      title={newVersion ? t('upload.newVersionTitle', { type: newVersion.docTypeName }) : t('upload.title')}
      onCancel={() => !busy && finish()}
      closable={!busy}
      keyboard={!busy}
      footer={null}
      width={760}
      destroyOnHidden
      maskClosable={false}
      modalRender={(node) => <div {...testId('upload-dialog')}>{node}</div>}
    >
      {!acting ? (
        <Spin />
      ) : selfieStep ? (
        <SelfieCheck afterIdConfirmed onDone={finish} />
      ) : (
        <UploadForm onClose={closeForm} newVersion={newVersion} actionId={actionId} acting={acting} onBusyChange={setBusy} onIdConfirmed={onIdConfirmed} />
      )}
    </Modal>
  );
}
