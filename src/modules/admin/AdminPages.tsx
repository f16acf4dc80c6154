import type { ComponentType } from 'react';
import { AdminListPage } from './AdminListPage';
import { articlesList } from './lists/articleList';
import type { AdminListKey } from './lists/adminListKeys';
import { measurementTemplatesList } from './lists/measurementTemplateList';
import { articleTypesList, materialsList } from './lists/processChainLists';
import {
  colorPalettesList,
  departmentsList,
  equipmentList,
  impressionQuestionsList,
  offerConditionsList,
  offerFieldsList,
  responsibilitiesList,
  suppliersList,
  unitsList,
} from './lists/simpleLists';
import { ProductionSettingsPage } from '../../app/productionSettings/ProductionSettingsPage';

export interface AdminPageProps {
  outboxEntryId?: string;
}

/** The screen of each admin route: the generic list page with the list's definition, or the settings form. */
export const ADMIN_PAGES: Record<AdminListKey, ComponentType<AdminPageProps>> = {
  responsibilities: (p) => <AdminListPage listKey="responsibilities" def={responsibilitiesList} {...p} />,
  departments: (p) => <AdminListPage listKey="departments" def={departmentsList} {...p} />,
  equipments: (p) => <AdminListPage listKey="equipments" def={equipmentList} {...p} />,
  units: (p) => <AdminListPage listKey="units" def={unitsList} {...p} />,
  articles: (p) => <AdminListPage listKey="articles" def={articlesList} {...p} />,
  'article-types': (p) => <AdminListPage listKey="article-types" def={articleTypesList} {...p} />,
  suppliers: (p) => <AdminListPage listKey="suppliers" def={suppliersList} {...p} />,
  'color-palettes': (p) => <AdminListPage listKey="color-palettes" def={colorPalettesList} {...p} />,
  'offer-fields': (p) => <AdminListPage listKey="offer-fields" def={offerFieldsList} {...p} />,
  'offer-conditions': (p) => <AdminListPage listKey="offer-conditions" def={offerConditionsList} {...p} />,
  'impression-questions': (p) => <AdminListPage listKey="impression-questions" def={impressionQuestionsList} {...p} />,
  materials: (p) => <AdminListPage listKey="materials" def={materialsList} {...p} />,
  'production-settings': ProductionSettingsPage,
  'measurement-sketch-templates': (p) => <AdminListPage listKey="measurement-sketch-templates" def={measurementTemplatesList} {...p} />,
};
