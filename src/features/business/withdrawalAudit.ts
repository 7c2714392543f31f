import type { ApiClient } from '../../core/api/client.ts';

/** POST /api/business/withdrawal/audit — approve or reject a pending withdrawal. */
export const WITHDRAWAL_AUDIT_PATH = '/api/business/withdrawal/audit';

export function auditWithdrawal(
  api: ApiClient,
  body: { id: number; approved: boolean; remark: string },
): Promise<unknown> {
  return api.call({ method: 'POST', url: WITHDRAWAL_AUDIT_PATH, data: body }, { quiet: true });
}
