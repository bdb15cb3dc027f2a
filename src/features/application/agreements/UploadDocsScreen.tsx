// /application/upload-docs: the documents this applicant owes (a bank statement for a hand-entered
// account, proof of income when self-employed), each chosen file checked here (type by content, size) and on the
// server, sent at once with its progress announced; an error keeps everything already received and the page as it
// was. Continue checks with the server that every document asked for is stored (the saga).
import { useId, useState } from 'react';
import styled from 'styled-components';
import { uploadDocumentFile, useApplicationDocumentsQuery } from '../../../../api/application/agreements/endpoints';
import { uploadsSubmitted } from '../../../../store/application';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { StatusMessage } from '../../../components/StatusMessage';
import { MAX_UPLOAD_LABEL, requiredUploads, type UploadKind } from '../../../lib/application/agreements';
import type { MessageKey } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { uploadFactsOf } from '../steps';
import { useApplicationPage } from '../useApplicationPage';
import { problemOfCode, uploadProblemOf, type UploadProblem } from './uploadCheck';

const KIND_LABELS: Record<UploadKind, MessageKey> = {
  BANK_STATEMENT: 'application.agreements.upload.kind.bankStatement',
  PROOF_OF_INCOME: 'application.agreements.upload.kind.proofOfIncome',
};

const PROBLEM_TEXT: Record<UploadProblem | 'tooMany' | 'failed', MessageKey> = {
  empty: 'application.agreements.upload.empty',
  tooLarge: 'application.agreements.upload.tooLarge',
  wrongType: 'application.agreements.upload.wrongType',
  tooMany: 'application.agreements.upload.tooMany',
  failed: 'application.agreements.upload.failed',
};

const Kind = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
`;

type Progress =
  | { state: 'idle' }
  | { state: 'sending'; name: string }
  | { state: 'sent'; name: string }
  | { state: 'refused'; name: string; problem: UploadProblem | 'tooMany' | 'failed' };

interface FieldProps {
  applicationId: string;
  kind: UploadKind;
  /** The names of the files already stored for this kind. */
  received: string[];
  onUploaded: () => void;
}

function UploadKindField({ applicationId, kind, received, onUploaded }: FieldProps) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const inputId = useId();
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const label = t('application.agreements.upload.choose', { kind: t(KIND_LABELS[kind]) });

  const send = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const name = file.name;
    const problem = await uploadProblemOf(file);
    if (problem) {
      input.value = '';
      setProgress({ state: 'refused', name, problem });
      return;
    }
    setProgress({ state: 'sending', name });
    const answer = await dispatch(uploadDocumentFile({ applicationId, kind, file }));
    input.value = '';
    setProgress(answer.ok ? { state: 'sent', name } : { state: 'refused', name, problem: problemOfCode(answer.code) });
    if (answer.ok) onUploaded();
  };

  return (
    <Kind>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        disabled={progress.state === 'sending'}
        onChange={(event) => void send(event.currentTarget)}
      />
      {progress.state === 'sending' && (
        <StatusMessage>{t('application.agreements.upload.uploading', { name: progress.name })}</StatusMessage>
      )}
      {progress.state === 'sent' && (
        <StatusMessage tone="success">
          {t('application.agreements.upload.uploaded', { name: progress.name })}
        </StatusMessage>
      )}
      {progress.state === 'refused' && (
        <Alert focusKey={progress}>
          {t(PROBLEM_TEXT[progress.problem], { name: progress.name, size: MAX_UPLOAD_LABEL })}
        </Alert>
      )}
      {received.length > 0 && <p>{t('application.agreements.upload.received', { names: received.join(', ') })}</p>}
    </Kind>
  );
}

export default function UploadDocsScreen() {
  const { t, tr } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const flow = useAppSelector((s) => s.application);
  const applicationId = page.application?.id ?? '';
  const { data: documents = [], refetch } = useApplicationDocumentsQuery({ applicationId }, { skip: !applicationId });
  const kinds = page.application ? requiredUploads(uploadFactsOf(page.application)) : [];
  const busy = flow.status === 'working';
  const receivedOf = (kind: UploadKind) =>
    documents.filter((d) => d.category === 'UPLOAD' && d.kind === kind).map((d) => d.fileName);
  // The saga's "upload a file for each" stays only while one is still missing.
  const missing = kinds.some((kind) => receivedOf(kind).length === 0);
  return (
    <ApplicationPage heading={t('application.agreements.upload.heading')} {...page}>
      {!page.ready || !page.application ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : (
        <form
          noValidate
          aria-label={t('application.agreements.upload.heading')}
          onSubmit={(event) => {
            event.preventDefault();
            dispatch(uploadsSubmitted());
          }}
        >
          {flow.message && missing && <Alert focusKey={flow.refusals}>{tr(flow.message)}</Alert>}
          <p>{t('application.agreements.upload.intro', { size: MAX_UPLOAD_LABEL })}</p>
          {kinds.map((kind) => (
            <UploadKindField
              key={kind}
              applicationId={applicationId}
              kind={kind}
              received={receivedOf(kind)}
              onUploaded={() => void refetch()}
            />
          ))}
          <Button type="submit" disabled={busy}>
            {busy ? t('application.saving') : t('application.agreements.upload.submit')}
          </Button>
        </form>
      )}
    </ApplicationPage>
  );
}
