import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { ProfileCard } from '../../../common/api/profiles';
import { inCountry } from '../../../common/in-country';
import { slugWords } from '../../../common/rules/slug';
import { localeAtom } from '../../atoms/locale';
import { settingsAtom } from '../../atoms/settings';
import { PageFrame } from '../../components/page-frame';
import { FictionalMark, MemberPhoto, SignupLink, WriteToLink } from './lander-parts';
import './landers.css';

/**
 * Where a town's pin goes on the drawn map: a stable spot from its name, so a town keeps its place
 * between visits. The map is a picture of "near you", not a survey: the towns are listed below it.
 */
function pinOf(town: string): { x: number; y: number } {
  let hash = 0;
  for (const char of town) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { x: 10 + (hash % 80), y: 12 + ((hash >>> 8) % 70) };
}

/** /landers/maplanding/{place?}: members of the visitor's country, pinned on a map by town. */
export function MapLander({ profiles, slug }: { profiles: ProfileCard[]; slug?: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const country = useAtomValue(settingsAtom)?.geoip_selected_country;
  const town = slugWords(slug);
  // A country's name takes its article and case per language ("in the Netherlands"); a town's needs neither.
  const inVisitorsCountry = country ? inCountry(locale, country) : null;
  let title = t`Singles near you`;
  if (town) title = t`Singles near you in ${town}`;
  else if (inVisitorsCountry) title = t`Singles near you ${inVisitorsCountry}`;
  const towns = new Map<string, ProfileCard[]>();
  for (const profile of profiles) {
    if (!profile.city) continue;
    towns.set(profile.city, [...(towns.get(profile.city) ?? []), profile]);
  }
  return (
    <PageFrame title={title}>
      <div className="lander">
        <p className="lead"><Trans>See where the newest members live, and write to someone close by.</Trans></p>
        <div className="lander-map" role="img" aria-label={t`A map with the towns of the members below`}>
          {[...towns.entries()].map(([town, members]) => {
            const { x, y } = pinOf(town);
            return (
              <span key={town} className="map-pin" style={{ left: `${x}%`, top: `${y}%` }}>
                <MemberPhoto profile={members[0]!} size={48} priority="eager" />
                <span className="map-pin-label">{town}</span>
              </span>
            );
          })}
        </div>
        <ul className="map-towns" role="list">
          {[...towns.entries()].map(([town, members]) => (
            <li key={town}>
              <h2>{town}</h2>
              <ul role="list">
                {members.map((member) => (
                  <li key={member.id}>
                    <WriteToLink profile={member}>{member.name}, {member.age}</WriteToLink>
                    <FictionalMark profile={member} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <SignupLink />
      </div>
    </PageFrame>
  );
}
