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
  open(options: { windowId: number } | { tabId: number }): Promise<void>;
}

// Stryker disable next-line ArrowFunction: its mutant `() => undefined` is this function itself
const ignore = () => undefined;

/**
 * Chrome and Edge: the toolbar button opens the side panel; a lookup opens it in its window. With
 * `clicks`, the worker opens the panel itself from the button's click, in that tab, before anything
 * is awaited: the click then grants `activeTab` for the tab (the browser's own opening grants
 * nothing), and `opened` reads the page once with it.
 */
export function sidePanel(api: SidePanelApi | undefined, clicks?: ToolbarClicks, opened?: () => void): ConsolePanel {
  return {
    bindToolbarButton() {
      api?.setPanelBehavior({ openPanelOnActionClick: clicks === undefined }).catch(ignore);
      clicks?.addListener((tab) => {
        if (typeof tab?.id !== 'number' || tab.id < 0) return;
        api?.open({ tabId: tab.id }).catch(ignore);
        opened?.();
      });
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
  addListener(listener: (tab?: { id?: number }) => void): void;
}

/**
 * Firefox: the toolbar button toggles the sidebar, a lookup opens it. Firefox acts on these only
 * inside a user action's handler, so both are called at once, never after an await. Firefox opens
 * the sidebar in the window the action came from, which is the one the lookup names.
 */
export function sidebar(api: SidebarActionApi, clicks: ToolbarClicks, opened?: () => void): ConsolePanel {
  return {
    bindToolbarButton() {
      clicks.addListener(() => {
        void api.toggle().catch(ignore);
        opened?.();
      });
    },
    open(windowId) {
      if (windowId !== null) api.open().catch(ignore);
    },
  };
}
