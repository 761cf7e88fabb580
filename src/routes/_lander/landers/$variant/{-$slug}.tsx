import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { themedLanderProfiles } from '../../../../features/landers/lander-data';
import { VARIANT_PAGES, type LanderVariant } from '../../../../features/landers/variant-pages';
import { validParams } from '../../../-lib/params';

export const Route = createFileRoute('/_lander/landers/$variant/{-$slug}')({
  params: validParams('variant', 'slug'),
  loader: async ({ params }) => {
    const [profiles, Page] = await Promise.all([themedLanderProfiles(params.slug), VARIANT_PAGES[params.variant as LanderVariant]()]);
    return { profiles, Page };
  },
  component: VariantLander,
});

const route = getRouteApi('/_lander/landers/$variant/{-$slug}');

function VariantLander() {
  const { profiles, Page } = route.useLoaderData();
  return <Page profiles={profiles} slug={route.useParams().slug} />;
}
