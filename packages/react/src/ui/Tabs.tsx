import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

/** One tab: a stable id and its visible label. */
export interface TabItem {
  id: string;
  label: string;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern: a tablist with roving focus (arrow keys, Home, End select and focus
 * the next tab; the arrows follow the reading direction of the nearest `dir`), and the selected tab's panel labelled by its tab. Only the selected panel renders.
 */
export function Tabs({ label, tabs, selectedId, onSelect, children }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selectedId);
    const next = (index + 1) % tabs.length;
    const previous = (index - 1 + tabs.length) % tabs.length;
    // Right to left (Arabic, Hebrew), the tabs run leftwards, so ArrowLeft is "next", as in radix's Tabs.
    const rtl = listRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const targets: Record<string, number> = {
      ArrowRight: rtl ? previous : next,
      ArrowLeft: rtl ? next : previous,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(tab.id)}"]`)?.focus();
  };

  return (
    <div className="foyer-tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="foyer-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="foyer-tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selectedId)} className="foyer-tabpanel">
        {children}
      </div>
    </div>
  );
}
