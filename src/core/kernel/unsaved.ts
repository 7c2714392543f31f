import { useCallback, useEffect, useRef } from 'react';
import { createStore } from 'zustand/vanilla';
import { currentLocation } from '../routes/hashLocation.ts';

/**
 * Forms with unsaved changes, and the one question before any of them is thrown away ("Discard
 * changes?"). A form says whether it has changes (`useUnsavedChanges`); closing it (×, Cancel,
 * Escape, a click outside), closing its tab and a route change that takes it away ask first. A form
 * without changes, or just saved, goes without asking.
 */
interface Entry {
  /** The screen's path the form was opened on. */
  path: string;
  dirty: boolean;
}

const entries = new Map<number, Entry>();
let lastId = 0;

/** Whether a form opened on a path that `at` accepts has unsaved changes. */
export function hasUnsaved(at: (path: string) => boolean = () => true): boolean {
  return [...entries.values()].some((entry) => entry.dirty && at(entry.path));
}

/** The changes of the forms at these paths are given up (the person chose Discard). */
export function giveUp(at: (path: string) => boolean): void {
  for (const entry of entries.values()) if (at(entry.path)) entry.dirty = false;
}

/** The question, while it is asked; the dialog that asks it reads this. */
export const discardQuestion = createStore<{ open: boolean }>()(() => ({ open: false }));
let pending: Promise<boolean> | null = null;
let answer: ((discard: boolean) => void) | null = null;

/** Asks "Discard changes?"; true for Discard, false for Keep editing. One question at a time. */
export function askDiscard(): Promise<boolean> {
  pending ??= new Promise<boolean>((resolve) => {
    answer = resolve;
    discardQuestion.setState({ open: true });
  });
  return pending;
}

export function answerDiscard(discard: boolean): void {
  const resolve = answer;
  pending = null;
  answer = null;
  discardQuestion.setState({ open: false });
  resolve?.(discard);
}

/**
 * Registers a form's changes while it is shown. `leave(then)` runs `then` at once when the form has
 * no changes, else after the person chose Discard (Keep editing leaves everything as it is).
 */
export function useUnsavedChanges(dirty: boolean) {
  const id = useRef(0);
  // Stryker disable next-line UpdateOperator: counting down gives ids as unique and as far from 0
  if (id.current === 0) id.current = ++lastId;
  const path = useRef<string | null>(null);
  path.current ??= currentLocation().path;
  useEffect(() => {
    entries.set(id.current, { path: path.current!, dirty });
  }, [dirty]);
  // An empty dependency list and a list of one constant both never change: once per form, one callback per form.
  // Stryker disable ArrayDeclaration
  useEffect(() => {
    const key = id.current;
    return () => void entries.delete(key);
  }, []);
  const leave = useCallback(async (then: () => void) => {
    const entry = entries.get(id.current);
    if (entry?.dirty && !(await askDiscard())) return;
    if (entry) entry.dirty = false;
    then();
  }, []);
  /** The form was saved: nothing to ask any more. */
  const saved = useCallback(() => {
    const entry = entries.get(id.current);
    if (entry) entry.dirty = false;
  }, []);
  // Stryker restore ArrayDeclaration
  return { leave, saved };
}
