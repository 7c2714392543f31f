/** Dialogs of the `custom` row actions, by key: what an area needs beyond look, edit and delete. */
import type { ComponentType } from 'react';
import type { RecordData, ResourceDef } from '../types.ts';
import { WithdrawalAuditDialog } from '../../views/business/WithdrawalAuditDialog.tsx';
import { AgreementPreviewDialog } from '../../views/config/AgreementPreviewDialog.tsx';

export interface CustomActionProps {
  def: ResourceDef;
  record: RecordData;
  onClose: () => void;
  /** The record changed on the server. */
  onDone: () => void;
}

export const CUSTOM_ACTIONS: Record<string, ComponentType<CustomActionProps>> = {
  'withdrawal-audit': WithdrawalAuditDialog,
  'agreement-preview': AgreementPreviewDialog,
};
