import { useEffect, useRef } from 'react';
import { useServices } from '../../kernel/services.ts';
import { resourceApi } from '../convention.ts';
import type { RecordData, ResourceDef } from '../types.ts';

/**
 * Shows the details of the record the address names (`look=<id>`, from a copied link or View): the
 * record is asked for, then its dialog opens; an address without one closes it. A record that is
 * not there leaves the list as it is and the address without it.
 */
export function useLookFromAddress(
  def: ResourceDef,
  id: number | null,
  /** Shows a record's details; null closes them (the address no longer names one). */
  show: (record: RecordData | null) => void,
  gone: () => void,
) {
  const { api } = useServices();
  // Stryker disable next-line ObjectLiteral: replaced by the next line before anything reads it
  const calls = useRef({ show, gone });
  calls.current = { show, gone };
  useEffect(() => {
    if (id === null) {
      calls.current.show(null);
      return;
    }
    let live = true;
    resourceApi(api, def)
      .info(id, { quiet: true })
      .then((record) => {
        if (!live) return;
        if (record) calls.current.show(record);
        else calls.current.gone();
      })
      .catch(() => live && calls.current.gone());
    return () => {
      live = false;
    };
  }, [api, def, id]);
}
