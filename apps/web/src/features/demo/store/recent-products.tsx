import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useRecentProducts } from '../api/store'
import { useDemoFormat } from '../components/format'
import { QueryState } from '../components/query-state'

/** The products added last, read back from the API: what "save" stored. */
export function RecentProducts() {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  const recent = useRecentProducts()
  return (
    <Card sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('store.recent')}
        </Typography>
        <QueryState query={recent}>
          {(data) => (
            <List dense>
              {data.products.map((product) => (
                <ListItem key={product.id} disableGutters>
                  <ListItemText
                    primary={`${product.name} · ${product.sku}`}
                    secondary={`${product.category} · ${format.money(product.salePriceCents ?? product.priceCents)} · ${t('store.inStock', { count: product.stock })} · ${t('store.imageCount', { count: product.images.length })}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
      </CardContent>
    </Card>
  )
}
