import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import { FacilityCheckIcon, FacilityIcon, isFacilityIconType } from '../../../components/icons/facility-icon.tsx';
import './panels.css';

type Facility = HotelDetails['facilities'][number];

export interface FacilityGroup {
  readonly category: string;
  readonly facilities: readonly Facility[];
}

/** Facilities by category, categories in the order the hotel's list first names them. */
export function groupFacilities(facilities: readonly Facility[]): FacilityGroup[] {
  const groups = new Map<string, Facility[]>();
  for (const facility of facilities) {
    const group = groups.get(facility.category);
    if (group) group.push(facility);
    else groups.set(facility.category, [facility]);
  }
  return Array.from(groups, ([category, members]) => ({ category, facilities: members }));
}

/**
 * The facilities tab (spec §2, §3): one headed list per category, each facility with the icon of its
 * type (the set of spec §3), or a plain check mark where the feed gives the facility no icon type.
 */
export function FacilitiesPanel({ hotel }: { hotel: HotelDetails }) {
  const intl = useIntl();
  const idPrefix = useId();
  const groups = groupFacilities(hotel.facilities);
  if (groups.length === 0) {
    return <p className="hotel-panel__empty">{intl.formatMessage({ id: 'hotel.facilities.empty' })}</p>;
  }
  return (
    <div className="hotel-facilities">
      {groups.map((group, index) => {
        const headingId = `${idPrefix}-${index}`;
        return (
          <section key={group.category} className="hotel-facilities__group" aria-labelledby={headingId}>
            <h3 id={headingId} className="hotel-facilities__category">
              {group.category}
            </h3>
            <ul className="hotel-facilities__list">
              {group.facilities.map((facility) => (
                <li key={facility.id} className="hotel-facilities__item">
                  <span className="hotel-facilities__icon">
                    {facility.icon !== undefined && isFacilityIconType(facility.icon) ? (
                      <FacilityIcon type={facility.icon} />
                    ) : (
                      <FacilityCheckIcon />
                    )}
                  </span>
                  {facility.name}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
