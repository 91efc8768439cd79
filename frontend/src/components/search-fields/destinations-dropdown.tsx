import type { RegionsFilter } from '@app/shared/filters';
import {
  buildRegionTree,
  chosenList,
  clearDestinations,
  regionCheckState,
  regionPath,
  removeChosen,
  searchRegions,
  specialGroupCheckState,
  toggleRegion,
  toggleSpecialGroup,
  type RegionTree,
} from '@app/shared/search-form/destinations';
import { chosenSummary } from '@app/shared/search-form/multi-select';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dropdown, useCloseDropdown } from './dropdown.tsx';
import { OptionCount } from './option-count.tsx';
import { CloseButton } from './panel-buttons.tsx';

interface DestinationsDropdownProps {
  readonly data: RegionsFilter | undefined;
  readonly selected: readonly number[];
  readonly onChange: (ids: number[]) => void;
  /** A live count per region (the offers list's facet); none shown where it gives undefined. */
  readonly countOf?: (id: number) => number | undefined;
}

type CountOf = ((id: number) => number | undefined) | undefined;

/**
 * The destination dropdown (spec §2, §4): a search, the special region groups, the tree of
 * countries with their regions and subregions (tri-state checkboxes), the list of chosen
 * destinations, and clear / choose buttons. Choices are kept in a draft until "choose", so
 * closing the panel any other way keeps the previous choice. One component serves phones and
 * desktops: on phones the panel takes the full width (CSS).
 */
export function DestinationsDropdown({ data, selected, onChange, countOf }: DestinationsDropdownProps) {
  const intl = useIntl();
  const tree = useMemo(() => (data ? buildRegionTree(data) : undefined), [data]);
  const chosen = tree ? chosenList(selected, tree) : [];
  const summary =
    chosenSummary(
      chosen.map((item) => item.name),
      (count) => intl.formatMessage({ id: 'search.regions.count' }, { count }),
    ) || intl.formatMessage({ id: 'search.regions.any' });
  return (
    <Dropdown
      label={intl.formatMessage({ id: 'search.regions' })}
      summary={summary}
      className="destinations"
      ownConfirm
    >
      {tree ? <DestinationsPanel tree={tree} initial={selected} onChoose={onChange} countOf={countOf} /> : null}
    </Dropdown>
  );
}

function DestinationsPanel({
  tree,
  initial,
  onChoose,
  countOf,
}: {
  tree: RegionTree;
  initial: readonly number[];
  onChoose: (ids: number[]) => void;
  countOf: CountOf;
}) {
  const intl = useIntl();
  const close = useCloseDropdown();
  const [draft, setDraft] = useState<number[]>([...initial]);
  const [text, setText] = useState('');
  const searchId = useId();
  const found = text.trim() ? searchRegions(tree, text) : undefined;
  const chosen = chosenList(draft, tree);
  const toggle = (id: number) => setDraft((current) => toggleRegion(current, tree, id));

  const choose = () => {
    onChoose(draft);
    close();
  };

  return (
    // Enter on an option or in the search box is "Wybierz": the draft is applied, not dropped.
    <div
      className="destinations__panel"
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        choose();
      }}
    >
      <label htmlFor={searchId} className="visually-hidden">
        {intl.formatMessage({ id: 'search.regions.search' })}
      </label>
      <input
        id={searchId}
        type="search"
        className="dropdown__search"
        placeholder={intl.formatMessage({ id: 'search.regions.search' })}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {chosen.length > 0 ? (
        <section aria-label={intl.formatMessage({ id: 'search.regions.chosen' })}>
          <ul className="destinations__chosen">
            {chosen.map((item) => (
              <li key={item.id} className="destinations__chip">
                {[...item.parents, item.name].join(' › ')}{' '}
                <CloseButton what={item.name} onClick={() => setDraft((current) => removeChosen(current, item.id))} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {found ? (
        found.length === 0 ? (
          <p className="dropdown__empty">{intl.formatMessage({ id: 'search.regions.none' })}</p>
        ) : (
          <ul className="region-tree">
            {found.map((node) => (
              <li key={node.id}>
                {/* A result stands alone, out of its tree: where it lies tells "Negril" from a namesake. */}
                <RegionCheckbox
                  tree={tree}
                  draft={draft}
                  id={node.id}
                  onToggle={toggle}
                  countOf={countOf}
                  within={regionPath(tree, node.id)
                    .slice(0, -1)
                    .map((parent) => parent.name)
                    .join(' › ')}
                />
              </li>
            ))}
          </ul>
        )
      ) : (
        <>
          {tree.specialGroups.length > 0 ? (
            <fieldset className="checkbox-list">
              <legend className="checkbox-list__legend">{intl.formatMessage({ id: 'search.regions.special' })}</legend>
              {tree.specialGroups.map((group) => (
                <TriStateCheckbox
                  key={group.key}
                  label={group.name}
                  state={specialGroupCheckState(draft, tree, group.key)}
                  onToggle={() => setDraft((current) => toggleSpecialGroup(current, tree, group.key))}
                />
              ))}
            </fieldset>
          ) : null}
          <RegionBranch tree={tree} ids={tree.roots} draft={draft} onToggle={toggle} countOf={countOf} />
        </>
      )}
      <div className="destinations__buttons">
        <button type="button" className="button button--secondary" onClick={() => setDraft(clearDestinations())}>
          {intl.formatMessage({ id: 'search.regions.clear' })}
        </button>
        <button type="button" className="button button--primary" onClick={choose}>
          {intl.formatMessage({ id: 'search.regions.choose' })}
        </button>
      </div>
    </div>
  );
}

function RegionBranch({
  tree,
  ids,
  draft,
  onToggle,
  countOf,
}: {
  tree: RegionTree;
  ids: readonly number[];
  draft: readonly number[];
  onToggle: (id: number) => void;
  countOf: CountOf;
}) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  return (
    <ul className="region-tree">
      {ids.map((id) => {
        const node = tree.nodes.get(id);
        if (!node) return null;
        const open = expanded.has(id);
        return (
          <li key={id}>
            <div className="region-tree__row">
              {node.children.length > 0 ? (
                <button
                  type="button"
                  className="region-tree__expand"
                  aria-expanded={open}
                  aria-label={intl.formatMessage({ id: 'search.regions.expand' }, { name: node.name })}
                  onClick={() =>
                    setExpanded((current) => {
                      const next = new Set(current);
                      if (open) next.delete(id);
                      else next.add(id);
                      return next;
                    })
                  }
                >
                  {open ? '▾' : '▸'}
                </button>
              ) : (
                <span className="region-tree__expand" aria-hidden="true" />
              )}
              <RegionCheckbox tree={tree} draft={draft} id={id} onToggle={onToggle} countOf={countOf} />
            </div>
            {open ? (
              <RegionBranch tree={tree} ids={node.children} draft={draft} onToggle={onToggle} countOf={countOf} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function RegionCheckbox({
  tree,
  draft,
  id,
  onToggle,
  countOf,
  within,
}: {
  tree: RegionTree;
  draft: readonly number[];
  id: number;
  onToggle: (id: number) => void;
  countOf: CountOf;
  /** Where the region lies ("Grecja › Kreta"), shown beside its name in search results. */
  within?: string;
}) {
  const node = tree.nodes.get(id);
  if (!node) return null;
  return (
    <TriStateCheckbox
      label={node.name}
      context={within || undefined}
      state={regionCheckState(draft, tree, id)}
      count={countOf?.(id)}
      onToggle={() => onToggle(id)}
    />
  );
}

/** A checkbox that can show "partly chosen" (the DOM's indeterminate state, set through a ref). */
function TriStateCheckbox({
  label,
  context,
  state,
  onToggle,
  count,
}: {
  label: string;
  context?: string;
  state: 'checked' | 'indeterminate' | 'unchecked';
  onToggle: () => void;
  count?: number;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <label className="checkbox">
      <input
        ref={box}
        type="checkbox"
        checked={state === 'checked'}
        aria-checked={state === 'indeterminate' ? 'mixed' : state === 'checked'}
        onChange={onToggle}
      />
      <span>
        {label}
        {context ? <span className="checkbox__context">, {context}</span> : null}
      </span>
      <OptionCount count={count} />
    </label>
  );
}
