## Landing page (/): marketing copy.

landing-nav-creators = Para criadores
landing-nav-users = Para usuários
landing-nav-tokenomics = Tokenomics
landing-nav-roadmap = Roadmap
landing-nav-home = Início do $CUM
landing-nav-sections = Seções
landing-nav-menu = Menu
landing-nav-launch = Abrir o app
landing-nav-open-menu = Abrir menu
landing-nav-close-menu = Fechar menu

landing-hero-eyebrow = Para criadores e fãs · só 18+
landing-hero-title = Ganhe recompensas pelo conteúdo <em>que você ama</em>
landing-hero-lead = Ganhe tokens $CUM resgatando recompensas, concluindo tarefas, assistindo, jogando e convidando amigos. Os criadores ficam com { $keep }% do que ganham. Funciona no navegador e dentro do Telegram.
landing-start-creating = Comece a criar
landing-explore-content = Explorar conteúdo
landing-stat-creators = Criadores
landing-stat-members = Membros
landing-stat-paid = Pagos aos criadores
landing-wallet-aria = Carteira de exemplo
landing-wallet-label = Saldo de exemplo
landing-wallet-hourly = Recompensa por hora
landing-wallet-daily = Check-in diário
landing-wallet-friend = Um amigo entrou

landing-tokenomics-eyebrow = Tokenomics
landing-tokenomics-title = Oferta fixa, a maior parte para a comunidade
landing-tokenomics-chart = Gráfico de distribuição dos tokens
landing-total-supply = Oferta total
landing-dist-community = Recompensas da comunidade
landing-dist-creator-fund = Fundo de criadores
landing-dist-development = Desenvolvimento
landing-dist-marketing = Marketing
landing-dist-reserve = Reserva
landing-fact-burn-rate = Das taxas queimado
landing-fact-burned = Tokens queimados

landing-roadmap-eyebrow = Roadmap
landing-roadmap-title = Para onde estamos indo
landing-roadmap-completed = Concluído
landing-roadmap-planned = Planejado
landing-roadmap-1-title = Planejamento e pesquisa
landing-roadmap-1-items = Pesquisa de mercado | Desenho da tokenomics | Arquitetura da plataforma
landing-roadmap-2-title = Desenvolvimento do MVP
landing-roadmap-2-items = Lançar o token na testnet da Polygon | Recursos principais e tarefas básicas | Testar os contratos inteligentes
landing-roadmap-3-title = Lançamento beta
landing-roadmap-3-items = Trazer criadores | Beta na mainnet | Feedback da comunidade
landing-roadmap-4-title = Lançamento completo
landing-roadmap-4-items = Transmissões ao vivo | Salas premium | Marketplace de NFT | Airdrops

landing-creators-eyebrow = Para criadores
landing-creators-title = Fique com <em>{ $keep }%</em> de tudo o que você ganha
landing-creators-lead = Uma taxa de plataforma de { $fee }% em vez dos { $industry }% do mercado. A cada $100 que seus fãs gastam, ${ $keep } são seus.
landing-fee-industry = Média do mercado
landing-fee-keep = Você fica com { $keep }%
landing-fee-fee = Taxa de { $fee }%
landing-perk-1-title = Pago por cada interação
landing-perk-1-text = Conteúdo premium, mensagens privadas e lives são pagos em $CUM, direto para você.
landing-perk-2-title = Armazenamento descentralizado
landing-perk-2-text = Seu conteúdo fica em redes descentralizadas, não nos servidores de uma única empresa.
landing-perk-3-title = Só adultos verificados
landing-perk-3-text = A verificação de idade por KYC/AML com provedores terceirizados mantém o público 18+.
landing-testimonial-quote = Trouxe meu público em um fim de semana. Os mesmos fãs, um quarto das taxas.
landing-testimonial-detail = Criadora · 48 mil seguidores

landing-users-eyebrow = Para usuários
landing-users-title = Ganhe tokens enquanto curte o show
landing-users-lead = Junte-se a { $members } membros que juntam $CUM todos os dias.
landing-way-earn-title = Ganhe
landing-way-earn-text = Resgate sua recompensa periódica, conclua tarefas diárias e semanais, assista a vídeos e jogue minijogos.
landing-way-spend-title = Gaste
landing-way-spend-text = Desbloqueie conteúdo premium, mensagens privadas e lives com $CUM.
landing-way-stake-title = Faça staking
landing-way-stake-text = Faça staking de tokens para votar nos rumos da plataforma nas votações de governança.
landing-sample-rewards = Exemplos de recompensas
landing-sample-share = Compartilhar 3 posts
landing-sample-tip = Dar gorjeta a um criador
landing-sample-refer = Indicar um amigo

landing-community-eyebrow = Comunidade
landing-community-title = Entre para a comunidade
landing-channel-telegram = Converse com a comunidade e abra o miniapp.
landing-channel-x = Anúncios e criadores em destaque.
landing-channel-discord = Conversas sobre governança e feedback.
landing-updates-title = Receba novidades da plataforma
landing-updates-text = Notícias sobre lançamentos, airdrops e novas formas de ganhar. Sem spam.

landing-faq-eyebrow = Perguntas frequentes
landing-faq-title = Perguntas e respostas
landing-faq-1-q = O que é $CUM?
landing-faq-1-a = Um token de recompensa para fãs e criadores. Você ganha resgatando recompensas periódicas, concluindo tarefas, assistindo a vídeos, jogando e convidando amigos.
landing-faq-2-q = Como começo a ganhar?
landing-faq-2-a = Abra o app no navegador ou no Telegram, entre e conclua a rápida introdução: no final você recebe um bônus de boas-vindas de { $welcome } $CUM.
landing-faq-3-q = Como funcionam as indicações?
landing-faq-3-a = Compartilhe seu código. Quando um amigo usa o código, ele ganha { $referred } $CUM, e você ganha { $referrer } $CUM quando ele conclui a introdução.
landing-faq-4-q = Quanto os criadores recebem?
landing-faq-4-a = Os criadores ficam com { $keep }% do que ganham. A taxa da plataforma é de { $fee }%, contra os { $industry }% comuns em outros lugares.
landing-faq-5-q = Quem pode participar?
landing-faq-5-a = Só adultos. A plataforma é 18+, e a idade é verificada por provedores terceirizados de KYC/AML.
landing-faq-6-q = Funciona dentro do Telegram?
landing-faq-6-a = Sim. O mesmo app funciona como miniapp do Telegram e em qualquer navegador moderno, com a mesma conta e o mesmo saldo.

landing-closing-title = Não perca o lançamento
landing-closing-lead = Assine e seja o primeiro a saber do beta, dos airdrops e das novas recompensas.
landing-newsletter-email = Endereço de e-mail
landing-newsletter-subscribe = Assinar
landing-newsletter-subscribing = Assinando...
landing-newsletter-required-title = E-mail obrigatório
landing-newsletter-required-text = Digite seu endereço de e-mail
landing-newsletter-success-title = Pronto!
landing-newsletter-success-text = Obrigado por assinar! Você vai receber novidades sobre a plataforma.
landing-newsletter-error-title = Erro
landing-newsletter-error-text = Não foi possível assinar. Tente novamente.
landing-newsletter-failed-title = Falha na assinatura
landing-newsletter-failed-text = Não foi possível assinar a newsletter
landing-newsletter-invalid-email = Digite um endereço de e-mail válido.
landing-newsletter-offline = Não foi possível conectar ao servidor. Verifique sua conexão e tente de novo.
landing-newsletter-rate-limited = { $seconds ->
    [one] Tentativas demais. Tente de novo em { $seconds } segundo.
   *[other] Tentativas demais. Tente de novo em { $seconds } segundos.
}

landing-footer-tagline = A plataforma de recompensas para criadores e seus fãs.
landing-footer-contact = Contato
landing-footer-support = Suporte
landing-footer-partnerships = Parcerias
landing-footer-press = Imprensa
landing-footer-resources = Recursos
landing-footer-whitepaper = Whitepaper
landing-footer-documentation = Documentação
landing-footer-brand-kit = Kit de marca
landing-footer-legal = Jurídico
landing-footer-terms = Termos de Serviço
landing-footer-privacy = Política de Privacidade
landing-footer-cookies = Política de Cookies
landing-footer-age = Só 18+. Esta plataforma é destinada a adultos com 18 anos ou mais. A idade é verificada por provedores terceirizados de KYC/AML.
landing-footer-copy = © { $year } $CUM. Todos os direitos reservados.
