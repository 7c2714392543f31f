/**
 * The console's panel beside the page, in each browser: Chrome's and Edge's side panel
 * (`chrome.sidePanel`), Firefox's sidebar (`sidebarAction`). background.ts picks one; the worker and
 * the core never know which.
 */
export interface ConsolePanel {
  /** Makes the toolbar button show the panel. */
  bindToolbarButton(): void;
  /**
   * Opens the panel in the window `windowId` (null: the browser did not say, and nothing opens).
   * Called inside the click's or key's user gesture, before anything is awaited.
   */
  open(windowId: number | null): void;
}

/** The part of `chrome.sidePanel` the console uses (Chrome 116 and later). */
export interface SidePanelApi {
  setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void>;
  open(options: { windowId: number }): Promise<void>;
}

// Stryker disable next-line ArrowFunction: its mutant `() => undefined` is this function itself
const ignore = () => undefined;

/** Chrome and Edge: the toolbar button opens the side panel; a lookup opens it in its window. */
export function sidePanel(api: SidePanelApi | undefined): ConsolePanel {
  return {
    bindToolbarButton() {
      api?.setPanelBehavior({ openPanelOnActionClick: true }).catch(ignore);
    },
    open(windowId) {
      if (windowId !== null) api?.open({ windowId }).catch(ignore);
    },
  };
}

/** The part of Firefox's `sidebarAction` the console uses. */
export interface SidebarActionApi {
  open(): Promise<void>;
  toggle(): Promise<void>;
}

/** The toolbar button's click event (`action.onClicked`). */
export interface ToolbarClicks {
  addListener(listener: () => void): void;
}

/**
 * Firefox: the toolbar button toggles the sidebar, a lookup opens it. Firefox acts on these only
 * inside a user action's handler, so both are called at once, never after an await. Firefox opens
 * the sidebar in the window the action came from, which is the one the lookup names.
 */
export function sidebar(api: SidebarActionApi, clicks: ToolbarClicks): ConsolePanel {
  return {
    bindToolbarButton() {
      clicks.addListener(() => void api.toggle().catch(ignore));
    },
    open(windowId) {
      if (windowId !== null) api.open().catch(ignore);
    },
  };
}
